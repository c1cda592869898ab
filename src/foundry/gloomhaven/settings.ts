import type { RuleSetId } from "../../core/gloomhaven";
import { RULE_SET_LABELS } from "../../view/gloomhaven/rule-sets";
import { HEX_SETTINGS, MODULE_ID } from "../constants";
import type { HighlightColors } from "./highlight";
import type { Recognition } from "./token-figures";

/** When the Monster turn window opens (setting "hexTrigger"). */
export type TurnTrigger = "combat-turn" | "on-demand";

/** Default highlight colours: path blue, end hex green, targets red, focus gold, area orange outline. */
const DEFAULT_COLORS: HighlightColors = {
  path: "#3c8dd6",
  end: "#2fb36b",
  target: "#d6453c",
  focus: "#e0b43a",
  area: "#e07b39",
};

const COLOR_KEYS = {
  path: HEX_SETTINGS.colorPath,
  end: HEX_SETTINGS.colorEnd,
  target: HEX_SETTINGS.colorTarget,
  focus: HEX_SETTINGS.colorFocus,
  area: HEX_SETTINGS.colorArea,
} as const;

/** Registers the hex integration's world settings (called on "init"). */
export function registerHexSettings(onChange: () => void): void {
  const { fields } = foundry.data;
  game.settings.register(MODULE_ID, HEX_SETTINGS.ruleSet, {
    name: "MONSTER_AUTOPILOT.Hex.Settings.RuleSet.Name",
    hint: "MONSTER_AUTOPILOT.Hex.Settings.RuleSet.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: RULE_SET_LABELS,
    default: "gloomhaven",
    onChange,
  });
  game.settings.register(MODULE_ID, HEX_SETTINGS.trigger, {
    name: "MONSTER_AUTOPILOT.Hex.Settings.Trigger.Name",
    hint: "MONSTER_AUTOPILOT.Hex.Settings.Trigger.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      "combat-turn": "MONSTER_AUTOPILOT.Hex.Settings.Trigger.CombatTurn",
      "on-demand": "MONSTER_AUTOPILOT.Hex.Settings.Trigger.OnDemand",
    },
    default: "combat-turn",
  });
  game.settings.register(MODULE_ID, HEX_SETTINGS.recognition, {
    name: "MONSTER_AUTOPILOT.Hex.Settings.Recognition.Name",
    hint: "MONSTER_AUTOPILOT.Hex.Settings.Recognition.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      disposition: "MONSTER_AUTOPILOT.Hex.Settings.Recognition.Disposition",
      "flag-only": "MONSTER_AUTOPILOT.Hex.Settings.Recognition.FlagOnly",
    },
    default: "disposition",
    onChange,
  });
  game.settings.register(MODULE_ID, HEX_SETTINGS.animate, {
    name: "MONSTER_AUTOPILOT.Hex.Settings.Animate.Name",
    hint: "MONSTER_AUTOPILOT.Hex.Settings.Animate.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(MODULE_ID, HEX_SETTINGS.orderHelper, {
    name: "MONSTER_AUTOPILOT.Hex.Settings.OrderHelper.Name",
    hint: "MONSTER_AUTOPILOT.Hex.Settings.OrderHelper.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register(MODULE_ID, HEX_SETTINGS.lowestFirst, {
    name: "MONSTER_AUTOPILOT.Hex.Settings.LowestFirst.Name",
    hint: "MONSTER_AUTOPILOT.Hex.Settings.LowestFirst.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
    // Foundry sorts each combat's turns when it is prepared: a reload applies the new order everywhere.
    requiresReload: true,
  });
  for (const [part, key] of Object.entries(COLOR_KEYS) as [
    keyof HighlightColors,
    (typeof COLOR_KEYS)[keyof HighlightColors],
  ][]) {
    game.settings.register(MODULE_ID, key, {
      name: COLOR_NAMES[part],
      scope: "world",
      config: true,
      type: new fields.ColorField({ required: true, nullable: false }),
      default: DEFAULT_COLORS[part],
      onChange,
    });
  }
  game.settings.register(MODULE_ID, HEX_SETTINGS.presets, {
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
}

const COLOR_NAMES: Readonly<Record<keyof HighlightColors, string>> = {
  path: "MONSTER_AUTOPILOT.Hex.Settings.ColorPath",
  end: "MONSTER_AUTOPILOT.Hex.Settings.ColorEnd",
  target: "MONSTER_AUTOPILOT.Hex.Settings.ColorTarget",
  focus: "MONSTER_AUTOPILOT.Hex.Settings.ColorFocus",
  area: "MONSTER_AUTOPILOT.Hex.Settings.ColorArea",
};

/** The rule set chosen for hex scenes. */
export function ruleSetSetting(): RuleSetId {
  return game.settings.get(MODULE_ID, HEX_SETTINGS.ruleSet);
}

/** When the Monster turn window opens. */
export function triggerSetting(): TurnTrigger {
  return game.settings.get(MODULE_ID, HEX_SETTINGS.trigger);
}

/** How tokens become figures. */
export function recognitionSetting(): Recognition {
  return game.settings.get(MODULE_ID, HEX_SETTINGS.recognition);
}

/** Whether accepted moves are animated. */
export function animateSetting(): boolean {
  return game.settings.get(MODULE_ID, HEX_SETTINGS.animate);
}

/** Whether monster combatants are ordered by the rules (elites first, then standee number). */
export function orderHelperSetting(): boolean {
  return game.settings.get(MODULE_ID, HEX_SETTINGS.orderHelper);
}

/** A colour setting's value as a CSS colour: a string, a Color (its `css`), or a number. */
export function cssColor(value: unknown, fallback: string): string {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "object" && value !== null && "css" in value && typeof value.css === "string")
    return value.css;
  if (typeof value === "number" && Number.isFinite(value)) return `#${value.toString(16).padStart(6, "0")}`;
  return fallback;
}

/** The highlight colours as CSS strings. */
export function colorSettings(): HighlightColors {
  const read = (part: keyof HighlightColors) =>
    cssColor(game.settings.get(MODULE_ID, COLOR_KEYS[part]), DEFAULT_COLORS[part]);
  return {
    path: read("path"),
    end: read("end"),
    target: read("target"),
    focus: read("focus"),
    area: read("area"),
  };
}
