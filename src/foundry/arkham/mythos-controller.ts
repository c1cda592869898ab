import { findMythosCard, type DimensionSymbol } from "../../core/arkham";
import { buildMythosContext, type MythosContext } from "../../view/arkham";
import type { Localizer } from "../../view";
import { MODULE_ID } from "../constants";
import { acceptPlacements, undoLastSet } from "./accept-moves";
import type { MoveDrawing } from "./canvas-arrows";
import { rollEffectDie } from "./effect-roll";
import type { MythosChoiceFlag } from "./flag-types";
import { foundryTokenMover, sceneUndoStore } from "./foundry-token-mover";
import { cardSummaries, modifierSummaries } from "../../view/arkham";
import { chooseCard, EMPTY_CHOICE, readChoiceFlag, toggleModifier, toggleSymbol } from "./mythos-choice";
import { computeMythosPlan, MythosProgressTracker, type MythosPlan } from "./mythos-session";
import { decisionDrawings } from "./move-drawings";
import { moveNotices } from "./move-notices";
import { planPlacements } from "./plan-placements";
import { readArkhamScene, type ArkhamScene } from "./scene-reading";

const K = "MONSTER_AUTOPILOT.Arkham.Mythos";

/** What the controller needs from the rest of the integration. */
export interface MythosControllerDeps {
  readonly i18n: Localizer;
  readonly sneakPath: () => string;
  /** The current game round, so a new Mythos phase computes a fresh plan. */
  readonly round: () => number;
}

/**
 * The Mythos movement step on the viewed scene: reads the scene, asks the core, keeps
 * the plan frozen while the GM picks and accepts, moves tokens, undoes, rolls effect dice.
 * Only the active GM's windows call the mutating methods.
 */
export class MythosController {
  readonly progress = new MythosProgressTracker();
  #plan: MythosPlan | undefined;
  #reading: ArkhamScene | undefined;
  #key: string | undefined;
  /** Whether the GM was already told that the undo flag is damaged (once per window). */
  #warnedUndo = false;

  constructor(private readonly deps: MythosControllerDeps) {}

  /** The scene on the canvas. */
  scene(): Scene.Implementation | undefined {
    return canvas?.scene ?? game.scenes?.viewed ?? undefined;
  }

  /** The card, symbols and modifiers stored on the scene. */
  choice(scene: Scene.Implementation): MythosChoiceFlag {
    return readChoiceFlag(scene.getFlag(MODULE_ID, "arkhamMythos"));
  }

  /** Computes the plan unless one exists for this scene and round (reopening keeps the GM's progress); active GM only. */
  ensurePlan(force = false): void {
    const scene = this.scene();
    if (scene === undefined || !game.user?.isActiveGM) return;
    const key = `${scene.id}:${this.deps.round()}`;
    if (!force && key === this.#key && this.#plan !== undefined) return;
    this.#reading = readArkhamScene(scene, this.deps.sneakPath());
    this.#plan = computeMythosPlan(this.#reading, this.choice(scene));
    this.#key = key;
    this.progress.reset();
  }

  /** The window's context. */
  context(): MythosContext {
    const scene = this.scene();
    const choice = scene === undefined ? EMPTY_CHOICE : this.choice(scene);
    const preset = choice.card === null ? undefined : findMythosCard(choice.card);
    return buildMythosContext(
      {
        cards: cardSummaries(),
        selection: {
          card: choice.card,
          white: preset?.white ?? choice.white,
          black: preset?.black ?? choice.black,
        },
        modifiers: modifierSummaries(),
        activeModifiers: choice.modifiers,
        result: this.#plan?.result,
        names: this.#plan?.names ?? { area: (id) => id, monster: (id) => id, investigator: (id) => id },
        progress: this.progress,
        setupWarnings: game.user?.isActiveGM
          ? scene === undefined
            ? [{ code: "no-board" }]
            : (this.#plan?.warnings ?? [])
          : [{ code: "not-active-gm" }],
        canUndo: scene !== undefined && this.#undoStore(scene).read().length > 0,
      },
      this.deps.i18n,
    );
  }

  async #updateChoice(change: (choice: MythosChoiceFlag) => MythosChoiceFlag): Promise<void> {
    const scene = this.scene();
    if (scene === undefined) return;
    await scene.setFlag(MODULE_ID, "arkhamMythos", change(this.choice(scene)));
    this.ensurePlan(true);
  }

  /** Chooses a preset card and recomputes. */
  selectCard(card: string): Promise<void> {
    return this.#updateChoice((choice) => chooseCard(choice, card));
  }

  /** Toggles a hand-set symbol and recomputes. */
  toggleSymbol(box: "white" | "black", symbol: DimensionSymbol): Promise<void> {
    return this.#updateChoice((choice) => {
      const card = choice.card === null ? undefined : findMythosCard(choice.card);
      return toggleSymbol(choice, box, symbol, card);
    });
  }

  /** Switches an environment modifier and recomputes. */
  toggleModifier(modifier: string): Promise<void> {
    return this.#updateChoice((choice) => toggleModifier(choice, modifier));
  }

  /** Records the first player's choice for a monster (rules §4). */
  pick(monsterId: string, index: number): void {
    if (!this.progress.accepted.has(monsterId)) this.progress.picks.set(monsterId, index);
  }

  /** Accepts one monster's move, or every pending one; returns notices for the GM. */
  async accept(only?: string): Promise<string[]> {
    const scene = this.scene();
    const result = this.#plan?.result;
    if (scene === undefined || result?.kind !== "resolved") return [];
    const requests = this.progress.pendingMoves(result.decisions, only);
    const fresh = readArkhamScene(scene, this.deps.sneakPath());
    const { placements, failures } = planPlacements(requests, {
      tokens: fresh.tokenRects,
      elevations: fresh.tokenElevations,
      regionsOf: fresh.regionsOf,
      step: fresh.step,
    });
    const walked = await acceptPlacements(placements, foundryTokenMover(scene), this.#undoStore(scene));
    // A stopped or paused walk has happened (in part): the monster acted, and Undo puts it back.
    for (const id of [...walked.moved, ...walked.stopped, ...walked.paused]) this.progress.accepted.add(id);
    const names = this.#plan?.names;
    return moveNotices(
      walked,
      failures,
      { monster: (id) => names?.monster(id) ?? id, area: (id) => names?.area(id) ?? id },
      this.deps.i18n,
    );
  }

  /** The scene's undo history; a damaged flag is read as empty and the GM is warned. */
  #undoStore(scene: Scene.Implementation) {
    return sceneUndoStore(scene, () => {
      if (this.#warnedUndo) return;
      this.#warnedUndo = true;
      ui.notifications?.warn(this.deps.i18n.localize(`${K}.UndoUnreadable`));
    });
  }

  /** Restores the last accepted set; its monsters can be accepted again. */
  async undo(): Promise<string> {
    const scene = this.scene();
    if (scene === undefined) return this.deps.i18n.localize(`${K}.NothingToUndo`);
    const restored = await undoLastSet(foundryTokenMover(scene), this.#undoStore(scene));
    for (const id of restored) this.progress.accepted.delete(id);
    return restored.length === 0
      ? this.deps.i18n.localize(`${K}.NothingToUndo`)
      : this.deps.i18n.format(`${K}.Undone`, { count: restored.length });
  }

  /** Rolls the die of a monster's effect and posts it to chat (rules §5, Chthonian). */
  async roll(monsterId: string): Promise<void> {
    const result = this.#plan?.result;
    if (result?.kind !== "resolved") return;
    const decision = result.decisions.find((d) => d.monsterId === monsterId);
    if (decision?.kind !== "effect" || decision.effect.kind !== "roll") return;
    const { succeedsOn } = decision.effect;
    const monster = this.#plan?.names.monster(monsterId) ?? monsterId;
    const total = await rollEffectDie((rolled) =>
      this.deps.i18n.format(`${K}.RollFlavor`, {
        monster,
        text: this.deps.i18n.format(succeedsOn.includes(rolled) ? `${K}.RollHit` : `${K}.RollMiss`, {
          total: rolled,
        }),
      }),
    );
    this.progress.rolls.set(monsterId, total);
  }

  /** The moves to draw on the canvas: chosen paths solid, undecided options faint, accepted ones gone. */
  moveDrawings(): MoveDrawing[] {
    const result = this.#plan?.result;
    const reading = this.#reading;
    if (result?.kind !== "resolved" || reading === undefined) return [];
    const starts = new Map(reading.pieces.map((p) => [p.token.id, p.token.centre]));
    return decisionDrawings(result.decisions, starts, this.progress.picks, reading, (id) =>
      this.progress.accepted.has(id),
    );
  }
}
