import { MODULE_ID } from "../constants";
import { registerMythosChatSetting } from "./game-state/phase-chat";
import { registerMonsterActorsSetting } from "./monster-actors";
import { FIRST_PHASE_STATE } from "./phases";

/** Default actor data path of an investigator's Sneak. */
const DEFAULT_SNEAK_PATH = "system.skills.sneak";

/** Registers the Arkham world settings (called on "init"): the Sneak data path, and the phase when no combat exists. */
export function registerArkhamSettings(onPhaseChange: () => void): void {
  game.settings.register(MODULE_ID, "arkhamSneakPath", {
    name: "MONSTER_AUTOPILOT.Arkham.Settings.SneakPath.Name",
    hint: "MONSTER_AUTOPILOT.Arkham.Settings.SneakPath.Hint",
    scope: "world",
    config: true,
    type: String,
    default: DEFAULT_SNEAK_PATH,
  });
  game.settings.register(MODULE_ID, "arkhamPhase", {
    scope: "world",
    config: false,
    type: Object,
    default: FIRST_PHASE_STATE,
    onChange: onPhaseChange,
  });
  registerMonsterActorsSetting();
  registerMythosChatSetting();
}

/** The configured Sneak data path. */
export function sneakPath(): string {
  return game.settings.get(MODULE_ID, "arkhamSneakPath") ?? DEFAULT_SNEAK_PATH;
}

/** Registers the Arkham keybindings (called on "init"): open the Mythos window, next phase. GM only. */
export function registerArkhamKeybindings(openMythos: () => void, nextPhase: () => void): void {
  game.keybindings.register(MODULE_ID, "arkhamOpenMythos", {
    name: "MONSTER_AUTOPILOT.Arkham.Keybindings.OpenMythos",
    editable: [{ key: "KeyM", modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.ALT] }],
    restricted: true,
    onDown: () => {
      openMythos();
      return true;
    },
  });
  game.keybindings.register(MODULE_ID, "arkhamNextPhase", {
    name: "MONSTER_AUTOPILOT.Arkham.Keybindings.NextPhase",
    editable: [],
    restricted: true,
    onDown: () => {
      nextPhase();
      return true;
    },
  });
}
