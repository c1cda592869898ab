import { viewPhaseOutcomes, type PhaseOutcomeView } from "../../view/arkham";
import type { Localizer } from "../../view";
import { MODULE_ID } from "../constants";
import { reportFailure } from "../report-failure";
import type { Point } from "./geometry";
import { MythosPhaseFlow, type FlowProblem, type PreparedPhase } from "./game-state/mythos-phase-flow";
import { postPhaseChat } from "./game-state/phase-chat";
import { readPhaseUndo } from "./game-state/phase-undo";
import type { RandomSource } from "../../view/arkham";
import { readGameStateFlag } from "./game-state/state-flag";
import { chooseCard, readChoiceFlag } from "./mythos-choice";
import { namesFor } from "./mythos-session";
import { readArkhamScene } from "./scene-reading";

const K = "MONSTER_AUTOPILOT.ArkhamPhase";

/** The monster types left in the scene's cup (none when the game state is missing or damaged). */
function cupTypes(scene: Scene.Implementation | undefined): MythosPhaseContext["cup"] {
  const read = readGameStateFlag(scene?.getFlag(MODULE_ID, "arkhamState"));
  if (read.kind !== "ok") return [];
  return read.state.cup
    .filter((e) => e.count > 0)
    .map(({ typeId, name, count }) => ({ typeId, name, count }));
}

/** What the phase controller needs: the language, the Sneak path, Foundry's random source, the scene. */
export interface MythosPhaseDeps {
  readonly i18n: Localizer;
  readonly sneakPath: () => string;
  readonly random: RandomSource;
  readonly scene: () => Scene.Implementation | undefined;
}

/** The phase part of the Mythos window (templates/arkham/mythos-phase.hbs). */
export interface MythosPhaseContext {
  readonly card: string | null;
  /** Why no phase could be prepared, in words; "" when it could. */
  readonly problem: string;
  readonly outcomes: readonly (PhaseOutcomeView & { readonly chosen: boolean })[];
  /** More than one outcome: the first player chooses (MY-4.3, MY-14). */
  readonly choosing: boolean;
  readonly canAccept: boolean;
  readonly canUndo: boolean;
  /** The monster types in the cup, for Pick by hand of a physical cup. */
  readonly cup: readonly { readonly typeId: string; readonly name: string; readonly count: number }[];
}

/** What one outcome marks on the canvas, as points: gates, areas monsters go to, the Outskirts. */
export interface OutcomeMarks {
  readonly gates: readonly Point[];
  readonly monsters: readonly Point[];
  readonly outskirts: Point | undefined;
}

/**
 * The whole Mythos phase for the GM's window (MY-1): draws a card with Foundry's random source or
 * takes one picked by hand, keeps every outcome and the one chosen, accepts it onto the scene at once
 * and hands the card to the movement step, and undoes the last accepted phase.
 */
export class MythosPhaseController {
  readonly #flow: MythosPhaseFlow;
  #prepared: PreparedPhase | FlowProblem | undefined;
  #chosen = 0;
  /** The movement step's card choice before each phase accepted here, restored by its Undo. */
  readonly #choicesBefore: unknown[] = [];

  constructor(private readonly deps: MythosPhaseDeps) {
    this.#flow = new MythosPhaseFlow(deps.random, deps.sneakPath);
  }

  /**
   * Draws the next card of the scene's Mythos deck (or `card`, picked by hand) and resolves the phase;
   * `cup` names the monster types drawn from a physical cup.
   */
  prepare(card?: string, cup: readonly string[] = []): void {
    const scene = this.deps.scene();
    this.#prepared =
      scene === undefined ? { kind: "problem", key: "NoBoard" } : this.#flow.prepare(scene, card, cup);
    this.#chosen = 0;
  }

  /** Forgets the prepared phase (nothing was written). */
  discard(): void {
    this.#prepared = undefined;
  }

  /** Chooses the outcome the first player picked (MY-4.3). */
  choose(index: number): void {
    const count = this.#outcomes().length;
    if (Number.isInteger(index) && index >= 0 && index < count) this.#chosen = index;
  }

  #outcomes() {
    const p = this.#prepared;
    return p?.kind === "prepared" && p.result.kind === "outcomes" ? p.result.outcomes : [];
  }

  /** The window's phase part. */
  context(): MythosPhaseContext {
    const { i18n } = this.deps;
    const scene = this.deps.scene();
    const p = this.#prepared;
    const reading = scene === undefined ? undefined : readArkhamScene(scene, this.deps.sneakPath());
    const names = reading === undefined ? undefined : namesFor(reading);
    const views = names === undefined ? [] : viewPhaseOutcomes(this.#outcomes(), names, i18n);
    const canUndo =
      scene !== undefined && readPhaseUndo(scene.getFlag(MODULE_ID, "arkhamPhaseUndo")).sets.length > 0;
    return {
      card: p?.kind === "prepared" ? p.card : null,
      problem:
        p?.kind === "problem"
          ? i18n.format(`MONSTER_AUTOPILOT.Arkham.State.${p.key}`, { detail: p.detail ?? "" })
          : p?.kind === "prepared" && p.result.kind === "invalid"
            ? i18n.localize(`${K}.Invalid`)
            : "",
      outcomes: views.map((v) => ({ ...v, chosen: v.index === this.#chosen })),
      choosing: views.length > 1,
      canAccept: views.length > 0,
      canUndo,
      cup: cupTypes(scene),
    };
  }

  /** The canvas marks of an outcome (the one hovered or chosen), from the area centres on the scene. */
  marks(index: number): OutcomeMarks | undefined {
    const scene = this.deps.scene();
    const view = this.context().outcomes[index];
    if (scene === undefined || view === undefined) return undefined;
    const reading = readArkhamScene(scene, this.deps.sneakPath());
    const points = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const c = reading.centreOf(id);
        return c === undefined ? [] : [c];
      });
    return {
      gates: points(view.highlight.gates),
      monsters: points(view.highlight.monsters),
      outskirts: view.highlight.outskirts ? reading.centreOf("outskirts") : undefined,
    };
  }

  /**
   * Writes the chosen outcome to the scene at once (MY-14) and sets the card for the movement step,
   * whose moves (MY-11) the GM then accepts through the movement view (each undoable).
   */
  async accept(): Promise<string[]> {
    const scene = this.deps.scene();
    const p = this.#prepared;
    const outcome = this.#outcomes()[this.#chosen];
    if (scene === undefined || p?.kind !== "prepared" || outcome === undefined) return [];
    const view = this.context().outcomes[this.#chosen];
    await this.#flow.accept(scene, p, outcome);
    // The phase is on the scene: a chat card that fails to post is reported, never undoes it.
    if (view !== undefined)
      await postPhaseChat(p.card, view, this.deps.i18n).catch((cause: unknown) =>
        reportFailure("MONSTER_AUTOPILOT.Reported.MythosChat", cause),
      );
    this.#prepared = undefined;
    const choice: unknown = scene.getFlag(MODULE_ID, "arkhamMythos");
    this.#choicesBefore.push(choice ?? null);
    if (outcome.kind === "resolved")
      await scene.setFlag(MODULE_ID, "arkhamMythos", chooseCard(readChoiceFlag(choice), p.card));
    return [this.deps.i18n.format(`${K}.Accepted`, { card: p.card })];
  }

  /** Restores the scene as it was before the last accepted phase. */
  async undo(): Promise<string> {
    const scene = this.deps.scene();
    const undone = scene !== undefined && (await this.#flow.undo(scene));
    const choice = undone ? this.#choicesBefore.pop() : undefined;
    if (scene !== undefined && choice !== undefined)
      await (choice === null
        ? scene.unsetFlag(MODULE_ID, "arkhamMythos")
        : scene.setFlag(MODULE_ID, "arkhamMythos", readChoiceFlag(choice)));
    return this.deps.i18n.localize(undone ? `${K}.Undone` : `${K}.NothingToUndo`);
  }
}
