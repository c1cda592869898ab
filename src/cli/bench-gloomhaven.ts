/** Gloomhaven-family benchmark figures (issue 4 and 5 targets). */
export function gloomhavenBench(): string[] {
  return ["Gloomhaven family: (engine not implemented yet)"];
}
