// Which helpers a Handlebars template calls, read from its syntax tree (Handlebars.parse). Shared by
// the tests (every template may call only Foundry's helpers) and the in-Foundry self-check.

/** The parts of Handlebars' syntax tree this reads. */
interface Node {
  type: string;
  path?: { type: string; original?: unknown; parts?: unknown[]; data?: boolean };
  params?: unknown[];
  hash?: { pairs: unknown[] };
}

/**
 * Every helper a parsed template calls: a mustache with arguments, a block, or a sub-expression
 * (`{{name}}` alone is a value lookup unless a helper of that name exists, so it is not counted).
 */
export function helperCallsOf(ast: unknown): Set<string> {
  const calls = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const node = value as Node;
    if (
      node.type === "MustacheStatement" ||
      node.type === "BlockStatement" ||
      node.type === "SubExpression"
    ) {
      const path = node.path;
      const simple = path?.type === "PathExpression" && path.parts?.length === 1 && !path.data;
      const args = (node.params?.length ?? 0) + (node.hash?.pairs.length ?? 0);
      if (simple && (node.type !== "MustacheStatement" || args > 0) && typeof path.original === "string")
        calls.add(path.original);
    }
    for (const child of Object.values(value)) if (typeof child === "object") visit(child);
  };
  visit(ast);
  return calls;
}
