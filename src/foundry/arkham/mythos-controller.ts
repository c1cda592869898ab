import { findMythosCard, type DimensionSymbol } from "../../core/arkham";
import { chosenOption } from "../../view/arkham";
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
import { movePathPoints } from "./overlay-geometry";
import { planPlacements, type PlacementFailure } from "./plan-placements";
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
    const { moved, stopped, paused } = await acceptPlacements(
      placements,
      foundryTokenMover(scene),
      this.#undoStore(scene),
    );
    // A stopped or paused walk has happened (in part): the monster acted, and Undo puts it back.
    for (const id of [...moved, ...stopped, ...paused]) this.progress.accepted.add(id);
    const token = (id: string) => this.#plan?.names.monster(id) ?? id;
    const notices = [
      ...stopped.map((id) => this.deps.i18n.format(`${K}.Stopped`, { token: token(id) })),
      ...paused.map((id) => this.deps.i18n.format(`${K}.Paused`, { token: token(id) })),
      ...failures.map((failure) => this.#describeFailure(failure)),
    ];
    if (moved.length > 0) notices.unshift(this.deps.i18n.format(`${K}.Moved`, { count: moved.length }));
    return notices;
  }

  #describeFailure(failure: PlacementFailure): string {
    const names = this.#plan?.names;
    const token = names?.monster(failure.tokenId) ?? failure.tokenId;
    if (failure.reason === "no-token") return this.deps.i18n.localize(`${K}.NoToken`);
    const area = names?.area(failure.areaId) ?? failure.areaId;
    return this.deps.i18n.format(failure.reason === "no-room" ? `${K}.NoRoom` : `${K}.NoRegion`, {
      token,
      area,
    });
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
    // The arrows end inside the destination's region, clear of its name: the arrow's own inset
    // (0.2 grid space, canvas-arrows.ts) plus 0.15 of a grid space (step = half a grid space).
    const end = {
      boundsOf: (area: string) => reading.regionsOf(area)[0]?.bounds,
      margin: reading.step * 0.7,
    };
    return result.decisions.flatMap((decision) => {
      const start = starts.get(decision.monsterId);
      if (start === undefined || this.progress.accepted.has(decision.monsterId)) return [];
      if (decision.kind !== "move" && decision.kind !== "choose") return [];
      const chosen = chosenOption(decision, this.progress.picks);
      return decision.options
        .map((option, index) => ({ option, index }))
        .filter(({ index }) => chosen === undefined || index === chosen)
        .map(({ option }) => ({
          monsterId: decision.monsterId,
          points: movePathPoints(start, option.path, reading.centreOf, end),
          faint: chosen === undefined,
        }));
    });
  }
}
