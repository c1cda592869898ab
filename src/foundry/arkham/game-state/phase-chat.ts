import type { PhaseOutcomeView } from "../../../view/arkham";
import type { Localizer } from "../../../view";
import { MODULE_ID, templatePath } from "../../constants";

/** Who sees the chat card of an accepted Mythos phase (world setting "arkhamMythosChat"). */
type MythosChatVisibility = "gm" | "all" | "off";

const MYTHOS_CHAT_SETTING = "arkhamMythosChat";

/** Registers the Mythos chat card setting (called on "init"): GM only by default, the cup's draws are the GM's to reveal. */
export function registerMythosChatSetting(): void {
  game.settings.register(MODULE_ID, MYTHOS_CHAT_SETTING, {
    name: "MONSTER_AUTOPILOT.ArkhamPhase.Chat.Setting.Name",
    hint: "MONSTER_AUTOPILOT.ArkhamPhase.Chat.Setting.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      gm: "MONSTER_AUTOPILOT.ArkhamPhase.Chat.Setting.Gm",
      all: "MONSTER_AUTOPILOT.ArkhamPhase.Chat.Setting.All",
      off: "MONSTER_AUTOPILOT.ArkhamPhase.Chat.Setting.Off",
    },
    default: "gm",
  });
}

function visibility(): MythosChatVisibility {
  const value: unknown = game.settings.get(MODULE_ID, MYTHOS_CHAT_SETTING);
  return value === "all" || value === "off" ? value : "gm";
}

/**
 * Posts what an accepted Mythos phase did (MY-1: every event in order, with its rule in words):
 * whispered to the GMs, to everyone, or not at all, by the "arkhamMythosChat" setting. ChatMessage.create
 * and getWhisperRecipients: https://foundryvtt.com/api/classes/foundry.documents.ChatMessage.html
 */
export async function postPhaseChat(card: string, outcome: PhaseOutcomeView, i18n: Localizer): Promise<void> {
  const seen = visibility();
  if (seen === "off") return;
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("arkham/mythos-chat.hbs"),
    {
      card,
      label: outcome.label,
      awakening: outcome.awakening,
      steps: outcome.steps,
    },
  );
  const whisper = seen === "gm" ? ChatMessage.getWhisperRecipients("GM").map((u) => u.id) : [];
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ alias: i18n.localize("MONSTER_AUTOPILOT.ArkhamPhase.Chat.Speaker") }),
    content,
    whisper,
  });
}
