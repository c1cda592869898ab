// The scenario level's range, on its own so that the settings every Foundry client registers read
// it without loading the deck data and schemas.

/** Highest scenario level (GH-RB p.15: levels 0–7). */
export const MAX_SCENARIO_LEVEL = 7;
