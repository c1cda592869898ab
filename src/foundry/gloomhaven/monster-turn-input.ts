// What a Monster turn window is opened with and what its parts render: the input, the window id,
// and the context of every part built from the window's controllers (monster-turn-app.ts renders it).
import {
  buildAbilityEditor,
  buildTurnHeader,
  buildTurnOptions,
  toMonsterAction,
} from "../../view/gloomhaven";
import type {
  AbilityEditorContext,
  AbilityForm,
  MonsterData,
  TurnHeaderContext,
} from "../../view/gloomhaven";
import type { TurnOptionsContext } from "../../view/gloomhaven";
import type { Localizer } from "../../view";
import type { DeckCardContext } from "../../view/gloomhaven/decks";
import type { SequenceOptionsContext } from "../../view/gloomhaven/sequence";
import { MODULE_ID } from "../constants";
import type { PresetStore } from "./preset-store";
import type { SequenceCard, SequenceTurnController } from "./sequence/sequence-controller";
import { sequenceWindowContext } from "./sequence/sequence-window-part";
import { colorSettings, ruleSetSetting } from "./settings";
import type { TurnController } from "./turn-controller";

/** The context of every part: the view-models side by side (their keys do not overlap). */
export type MonsterTurnContext = TurnHeaderContext &
  AbilityEditorContext &
  TurnOptionsContext &
  SequenceOptionsContext & { readonly deckCard: DeckCardContext | null };

/** What a Monster turn window is opened with. */
export interface MonsterTurnInput {
  readonly controller: TurnController;
  /** The drawn card played as a whole sequence (SQ-1); absent for a one-move-one-attack card or a card set by hand. */
  readonly sequence?: SequenceTurnController | null;
  readonly presets: PresetStore;
  readonly i18n: Localizer;
  readonly tokenName: string;
  /** The card its deck drew this round, shown above the editor with its notes. */
  readonly deckCard?: DeckCardContext | null;
  readonly img: string;
  /** The monster's current stat line (read again after the GM edits it). */
  readonly readData: () => MonsterData;
  /** The drawn card as a sequence on the current stat line (read again after the GM edits it). */
  readonly readSequence?: () => SequenceCard | null;
  readonly orientation: "flat" | "pointy";
  readonly editMonsterData: () => void;
  /** Remembers the card for the next monster of this type (they share it in a round). */
  readonly onCardUsed: (form: AbilityForm) => void;
}

/** The window id of a token's Monster turn window (one window per token). */
export function monsterTurnWindowId(tokenId: string): string {
  return `${MODULE_ID}-turn-${tokenId}`;
}

/**
 * The context of every part of the window: the header with the stat line, the ability editor with
 * the type's presets (`presetId` chosen; `idPrefix` keeps field ids unique per window), the
 * one-turn options and the sequence part (null without a sequence card), the drawn card.
 */
export function buildMonsterTurnContext(
  input: MonsterTurnInput,
  editor: { readonly presetId: string; readonly idPrefix: string },
): MonsterTurnContext {
  const { controller, i18n } = input;
  const data = input.readData();
  const header = buildTurnHeader(i18n, {
    name: input.tokenName,
    img: input.img,
    data,
    ruleSet: ruleSetSetting(),
    canEditData: true,
  });
  const ability = buildAbilityEditor(controller.form, {
    orientation: input.orientation,
    presets: input.presets.list(data.type).map((p) => ({ id: p.id, name: p.name })),
    presetId: editor.presetId,
    canSavePresets: true,
    idPrefix: editor.idPrefix,
  });
  const options = buildTurnOptions(i18n, {
    ...controller.state,
    canUndo: controller.canUndo,
    nameOf: (id) => controller.figureName(id),
    hexLabel: (h) => controller.hexLabel(h),
    scenario: controller.scenario,
    action: toMonsterAction(controller.form),
    legendColors: colorSettings(),
  });
  const seq = input.sequence;
  const sequence = seq ? sequenceWindowContext(i18n, seq) : { sequence: null };
  return { ...header, ...ability, ...options, ...sequence, deckCard: input.deckCard ?? null };
}
