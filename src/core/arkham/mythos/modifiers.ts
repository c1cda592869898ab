import { slugify } from "../dimensions";
import type { MovementType } from "../model";
import { MODIFIER_IDS, type ModifierId } from "./modifier-ids";

/**
 * How one environment modifier is handled: modelled or not. The ruling in words (what the engine
 * does with it, or why it cannot) is localized by the view: `MONSTER_AUTOPILOT.ArkhamRulings.<id>`.
 */
export interface ModifierInfo {
  readonly id: ModifierId;
  readonly modelled: boolean;
}

/** The core's ruling on every `movementModifiers` entry of mythos_movement.json (spec §5.4). */
export const MODIFIER_RULINGS: Readonly<Record<ModifierId, ModifierInfo>> = {
  "an-evil-fog": { id: "an-evil-fog", modelled: true },
  "icy-conditions": { id: "icy-conditions", modelled: true },
  "aldebaran-ascendant": { id: "aldebaran-ascendant", modelled: true },
  "angry-red-skies": { id: "angry-red-skies", modelled: true },
  balmy: { id: "balmy", modelled: true },
  "dark-skies": { id: "dark-skies", modelled: true },
  "deathly-still": { id: "deathly-still", modelled: true },
  "good-traveling-conditions": { id: "good-traveling-conditions", modelled: true },
  "plague-of-frogs": { id: "plague-of-frogs", modelled: true },
  "the-tempest": { id: "the-tempest", modelled: false },
  windy: { id: "windy", modelled: true },
  "the-streets-are-flooded": { id: "the-streets-are-flooded", modelled: true },
  "moon-creature-hoax": { id: "moon-creature-hoax", modelled: true },
  "endlessly-breeding": { id: "endlessly-breeding", modelled: false },
  "one-thousand-young": { id: "one-thousand-young", modelled: false },
  "unending-darkness": { id: "unending-darkness", modelled: false },
};

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
