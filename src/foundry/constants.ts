/** The module id: flag scope, settings namespace, hook prefix and template path root. */
export const MODULE_ID = "monster-autopilot";

/** Path of a template file as Foundry serves it. */
export function templatePath(file: string): string {
  return `modules/${MODULE_ID}/templates/${file}`;
}

/** World settings of the hex integration (registered in src/foundry/gloomhaven/settings.ts). */
export const HEX_SETTINGS = {
  ruleSet: "ruleSet",
  trigger: "hexTrigger",
  recognition: "hexRecognition",
  animate: "hexAnimateMoves",
  orderHelper: "hexOrderHelper",
  lowestFirst: "hexLowestFirst",
  colorPath: "hexColorPath",
  colorEnd: "hexColorEnd",
  colorTarget: "hexColorTarget",
  colorFocus: "hexColorFocus",
  colorArea: "hexColorArea",
  presets: "hexPresets",
} as const;

/** Module flags of the hex integration (typed in src/foundry/augment.ts). */
export const HEX_FLAGS = {
  /** Actor or token: the monster's stat line (src/view/gloomhaven/monster-data.ts). */
  monster: "monster",
  /** Token: side override ("monster" | "character" | "summon" | "ignore"). */
  side: "side",
  /** Region: terrain kind ("trap" | "hazardous" | "difficult" | "icy" | "obstacle" | "wall"). */
  terrain: "terrain",
  /** Scene: `true` when the GM plays it as a Gloomhaven-family scene (played-scenes.ts). */
  played: "played",
  /** Scene: the linked hex pairs, `[{ a: {i, j}, b: {i, j} }, ...]` in grid offsets (hex-links.ts, LH-1). */
  links: "links",
} as const;

/**
 * The grid highlight layer of one token's Monster turn window. Each window draws on a layer of its
 * own, so a window that is still closing (its `_onClose` runs after the next window has drawn,
 * ApplicationV2 `close`) clears only its own marks.
 */
export function hexHighlightLayer(tokenId: string): string {
  return `${MODULE_ID}.hex-turn.${tokenId}`;
}
