import { slugify } from "../dimensions";
import type { MovementType } from "../model";
import { MODIFIER_IDS, type ModifierId } from "./modifier-ids";

/** How one environment modifier is handled: modelled (with the ruling) or not (and why). */
export interface ModifierInfo {
  readonly id: ModifierId;
  readonly modelled: boolean;
  /** What the engine does with it, or why it cannot. */
  readonly ruling: string;
}

/** Rulings for every `movementModifiers` entry of mythos_movement.json (spec §5). */
export const MODIFIER_RULINGS: Readonly<Record<ModifierId, ModifierInfo>> = {
  "an-evil-fog": info("an-evil-fog", true, "Flying monsters do not move (spec §5)."),
  "icy-conditions": info(
    "icy-conditions",
    true,
    "Fast monsters move one step like normal monsters (spec §5).",
  ),
  "aldebaran-ascendant": info(
    "aldebaran-ascendant",
    true,
    "Flying monsters never go up to the Sky: with no adjacent street to reach they stay; from the Sky they still swoop.",
  ),
  "angry-red-skies": info(
    "angry-red-skies",
    true,
    "Flying monsters neither enter nor leave the Sky: in the Sky they stay; elsewhere only the adjacent-street move remains.",
  ),
  balmy: info(
    "balmy",
    true,
    "Stalkers reach investigators in streets or unstable locations up to 2 steps away through adjacency, straight there; lowest Sneak among all of them, ties offered.",
  ),
  "dark-skies": info("dark-skies", true, "Stalkers move like normal monsters."),
  "deathly-still": info(
    "deathly-still",
    true,
    "Normal (black-border) monsters move as stalkers; it takes precedence over Good Traveling Conditions.",
  ),
  "good-traveling-conditions": info(
    "good-traveling-conditions",
    true,
    "Normal (black-border) monsters move as fast monsters.",
  ),
  "plague-of-frogs": info("plague-of-frogs", true, "Monsters named Witch or Warlock move as stalkers."),
  "the-tempest": info(
    "the-tempest",
    false,
    "The data's effect text is truncated and unconfirmed: resolve flyers by hand.",
  ),
  windy: info(
    "windy",
    true,
    "Flying monsters in the Sky may also swoop into unstable locations holding investigators.",
  ),
  "the-streets-are-flooded": info(
    "the-streets-are-flooded",
    true,
    "Every street counts as an aquatic location for aquatic monsters (where they are and where they go).",
  ),
  "moon-creature-hoax": info(
    "moon-creature-hoax",
    true,
    "A monster in the Sky that is not a flyer moves as a flyer (swoops, or stays in the Sky).",
  ),
  "endlessly-breeding": info(
    "endlessly-breeding",
    false,
    "Resolves a second Mythos card's movement: run the movement again with the second card and the new positions.",
  ),
  "one-thousand-young": info(
    "one-thousand-young",
    false,
    "Monsters entering Uptown streets leave the board onto the card: a removal the GM applies after the moves.",
  ),
  "unending-darkness": info(
    "unending-darkness",
    false,
    "Counts monsters moving into the Sky or a vortex: bookkeeping for the GM, movement is unchanged.",
  ),
};

function info(id: ModifierId, modelled: boolean, ruling: string): ModifierInfo {
  return { id, modelled, ruling };
}

/** Spellings used by the cards list that differ from the modifiers list ("Aldeberan Ascendant"). */
const MODIFIER_ALIASES: Readonly<Record<string, ModifierId>> = {
  "aldeberan-ascendant": "aldebaran-ascendant",
};

/** Resolves a modifier id or card name ("An Evil Fog", "an-evil-fog") to its id; undefined when unknown. */
export function findModifierId(nameOrId: string): ModifierId | undefined {
  const slug = slugify(nameOrId);
  return (MODIFIER_IDS as readonly string[]).includes(slug) ? (slug as ModifierId) : MODIFIER_ALIASES[slug];
}

/** The movement-relevant switches of the environment modifiers in play. */
export interface Environment {
  readonly active: ReadonlySet<ModifierId>;
  readonly flyersStill: boolean;
  readonly flyersEnterSky: boolean;
  readonly flyersLeaveSky: boolean;
  readonly swoopToUnstable: boolean;
  readonly streetsAquatic: boolean;
  readonly stalkerReach: number;
  readonly skyMovesAsFlyer: boolean;
}

/** Turns the modifiers in play into the switches the movement rules read. */
export function createEnvironment(active: ReadonlySet<ModifierId>): Environment {
  return {
    active,
    flyersStill: active.has("an-evil-fog"),
    flyersEnterSky: !active.has("aldebaran-ascendant") && !active.has("angry-red-skies"),
    flyersLeaveSky: !active.has("angry-red-skies"),
    swoopToUnstable: active.has("windy"),
    streetsAquatic: active.has("the-streets-are-flooded"),
    stalkerReach: active.has("balmy") ? 2 : 1,
    skyMovesAsFlyer: active.has("moon-creature-hoax"),
  };
}

/** Ordered movement-type rewrites; each applies at most once, in this order (documented ruling). */
const REWRITES: readonly {
  readonly id: ModifierId;
  readonly applies: (movement: MovementType, nameSlug: string, inSky: boolean) => boolean;
  readonly to: MovementType;
}[] = [
  { id: "plague-of-frogs", applies: (_m, name) => name === "witch" || name === "warlock", to: "stalker" },
  { id: "deathly-still", applies: (m) => m === "normal", to: "stalker" },
  { id: "good-traveling-conditions", applies: (m) => m === "normal", to: "fast" },
  { id: "dark-skies", applies: (m) => m === "stalker", to: "normal" },
  { id: "icy-conditions", applies: (m) => m === "fast", to: "normal" },
  { id: "moon-creature-hoax", applies: (m, _n, inSky) => inSky && m !== "flying", to: "flying" },
];

/** The movement type a monster moves by under the modifiers in play, and the modifiers that changed it. */
export function effectiveMovement(
  printed: MovementType,
  name: string | undefined,
  inSky: boolean,
  env: Environment,
): { readonly movement: MovementType; readonly modifiers: readonly ModifierId[] } {
  if (env.active.size === 0) return { movement: printed, modifiers: [] };
  const nameSlug = name === undefined || !env.active.has("plague-of-frogs") ? "" : slugify(name);
  let movement = printed;
  const modifiers: ModifierId[] = [];
  for (const rewrite of REWRITES) {
    if (env.active.has(rewrite.id) && rewrite.applies(movement, nameSlug, inSky)) {
      movement = rewrite.to;
      modifiers.push(rewrite.id);
    }
  }
  return { movement, modifiers };
}
