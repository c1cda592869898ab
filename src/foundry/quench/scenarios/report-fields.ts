// Reading numbers back out of a localized report line, in whatever language the world uses: the
// line's template (`{name}` placeholders, from the module's language file) becomes a pattern, and
// each placeholder's value is read from where the template puts it.

/** Escapes a literal piece of a template for a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The placeholder values of `text` as written by `template` (`{name}` placeholders), or null when it does not match. */
export function readFields(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return literal(part);
      names.push(name);
      return "(.*?)";
    })
    .join("");
  const match = new RegExp(`^${pattern}$`, "s").exec(text.trim());
  if (!match) return null;
  return Object.fromEntries(names.map((name, n) => [name, match[n + 1] ?? ""]));
}
