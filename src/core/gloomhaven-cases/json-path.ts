/** A JSON path from path segments, as the Arkham core writes them: ["figures", 0, "at"] → `$.figures[0].at`. */
export function caseJsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (out, seg) => (typeof seg === "number" ? `${out}[${seg}]` : `${out}.${String(seg)}`),
    "$",
  );
}
