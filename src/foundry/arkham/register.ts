/** Wires the Arkham board integration into Foundry's hooks. Called once from module.ts. */
export function registerArkhamIntegration(): void {
  // Filled in by the Arkham integration (issue 7).
}
