/** Arkham benchmark figures (issue 3 target). */
export function arkhamBench(): string[] {
  return ["Arkham: (engine not implemented yet)"];
}
