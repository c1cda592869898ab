/** Wires the hex-scene (Gloomhaven family) integration into Foundry's hooks. Called once from module.ts. */
export function registerHexIntegration(): void {
  // Filled in by the hex integration (issue 6).
}
