import { matchMonsterType, monsterCatalogue } from "../../../core/gloomhaven/decks";
import {
  buildPresetTypeContext,
  readPresetTypeFields,
  type PresetTypeContext,
} from "../../../view/gloomhaven/decks";
import { MODULE_ID } from "../../constants";
import { foundryLocalizer } from "../../foundry-localizer";
import { ruleSetSetting } from "../settings";
import { DECK_TYPE_FLAG, presetMonsterData } from "./preset-monster";

/** The document a Monster data form edits (the same union as monster-data-app's target). */
type PresetTarget =
  | { readonly kind: "actor"; readonly actor: Actor.Implementation }
  | { readonly kind: "token"; readonly token: TokenDocument.Implementation };

/** The Monster data form's preset type fields for an actor or token. */
export function presetTypeContext(target: PresetTarget): PresetTypeContext {
  const catalogue = monsterCatalogue();
  const flag =
    target.kind === "actor"
      ? target.actor.getFlag(MODULE_ID, DECK_TYPE_FLAG)
      : target.token.getFlag(MODULE_ID, DECK_TYPE_FLAG);
  const name = target.kind === "actor" ? target.actor.name : (target.token.actor?.name ?? target.token.name);
  const line = target.kind === "token" ? presetMonsterData(target.token).line : null;
  return buildPresetTypeContext(
    catalogue,
    flag,
    matchMonsterType(catalogue, name, ruleSetSetting()),
    line,
    foundryLocalizer(),
  );
}

/** Saves the form's preset type pick on the actor or token ("" removes it: match by name). */
export async function savePresetType(
  target: PresetTarget,
  fields: Readonly<Record<string, unknown>>,
): Promise<void> {
  const pick = readPresetTypeFields(fields, monsterCatalogue());
  if (target.kind === "actor") {
    if (pick === "") await target.actor.unsetFlag(MODULE_ID, DECK_TYPE_FLAG);
    else await target.actor.setFlag(MODULE_ID, DECK_TYPE_FLAG, pick);
  } else if (pick === "") await target.token.unsetFlag(MODULE_ID, DECK_TYPE_FLAG);
  else await target.token.setFlag(MODULE_ID, DECK_TYPE_FLAG, pick);
}
