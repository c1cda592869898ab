import {
  describeSetupWarnings,
  outcomeHighlight,
  phaseRefusal,
  viewPhaseOutcomes,
  type PhaseOutcomeView,
  type RandomSource,
} from "../../view/arkham";
import type { Localizer } from "../../view";
import { listNames } from "../../view/gloomhaven";
import { MODULE_ID } from "../constants";
import { reportFailure } from "../report-failure";
import type { MoveDrawing } from "./canvas-arrows";
import { rollEffectDie } from "./effect-roll";
import type { Point } from "./geometry";
import {
  acceptRefusal,
  MythosPhaseFlow,
  type FlowProblem,
  type PreparedPhase,
} from "./game-state/mythos-phase-flow";
import { postPhaseChat } from "./game-state/phase-chat";
import { readPhaseUndo } from "./game-state/phase-undo";

import { readGameStateFlag } from "./game-state/state-flag";
import { decisionDrawings } from "./move-drawings";
import { moveNotices } from "./move-notices";
import { namesFor } from "./mythos-session";
import { readArkhamScene } from "./scene-reading";

const K = "MONSTER_AUTOPILOT.ArkhamPhase";
const M = "MONSTER_AUTOPILOT.Arkham.Mythos";

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
  /** Why the rules core refused the card drawn, one line each (none when it resolved). */
  readonly refusal: readonly string[];
  /** The card alone is at fault: *Set this card aside and draw again* is offered. */
  readonly canSetAside: boolean;
  readonly outcomes: readonly (PhaseOutcomeView & { readonly chosen: boolean })[];
  /** More than one outcome: the first player chooses (MY-4.3, MY-14). */
  readonly choosing: boolean;
  readonly canAccept: boolean;
  /** Why the chosen outcome cannot be accepted yet, in words; "" when it can (or nothing is prepared). */
  readonly acceptHint: string;
  readonly canUndo: boolean;
  /** The monster types in the cup, for Pick by hand of a physical cup. */
  readonly cup: readonly { readonly typeId: string; readonly name: string; readonly count: number }[];
}

/** What one outcome marks on the canvas, as points: gates, areas monsters go to, the Outskirts, step 3's moves. */
export interface OutcomeMarks {
  readonly gates: readonly Point[];
  readonly monsters: readonly Point[];
  readonly outskirts: Point | undefined;
  readonly moves: readonly MoveDrawing[];
}

/**
 * The whole Mythos phase for the GM's window (MY-1): draws a card with Foundry's random source or
 * takes one picked by hand, keeps every outcome, the one chosen and the first player's picks among
 * tied moves, accepts it onto the scene at once (steps 1–4, the moves included) and undoes the last
 * accepted phase.
 */
export class MythosPhaseController {
  readonly #flow: MythosPhaseFlow;
  #prepared: PreparedPhase | FlowProblem | undefined;
  #chosen = 0;
  /** outcome index → monster id → the option the first player picked for its tied move. */
  readonly #picks = new Map<number, Map<string, number>>();
  /** monster id → the die rolled for its effect this phase (one die, whichever outcome is chosen). */
  readonly #rolls = new Map<string, number>();

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
    this.#picks.clear();
    this.#rolls.clear();
  }

  /** Forgets the prepared phase (nothing was written). */
  discard(): void {
    this.#prepared = undefined;
    this.#picks.clear();
    this.#rolls.clear();
  }

  /**
   * Rolls the die of a monster's effect in step 3 (rules §5: the Chthonian rolls instead of moving)
   * with Foundry's dice and posts it to chat; the window then shows the result. Once per phase.
   */
  async roll(monsterId: string): Promise<void> {
    if (this.#rolls.has(monsterId)) return;
    const effect = this.#outcomes()
      .flatMap((o) => (o.kind === "resolved" && o.movement?.kind === "resolved" ? o.movement.decisions : []))
      .find((d) => d.monsterId === monsterId && d.kind === "effect");
    if (effect?.kind !== "effect" || effect.effect.kind !== "roll") return;
    const { succeedsOn } = effect.effect;
    const { i18n } = this.deps;
    const scene = this.deps.scene();
    const monster =
      scene === undefined
        ? monsterId
        : namesFor(readArkhamScene(scene, this.deps.sneakPath())).monster(monsterId);
    const total = await rollEffectDie((rolled) =>
      i18n.format(`${M}.RollFlavor`, {
        monster,
        text: i18n.format(succeedsOn.includes(rolled) ? `${M}.RollHit` : `${M}.RollMiss`, { total: rolled }),
      }),
    );
    this.#rolls.set(monsterId, total);
  }

  /** Chooses the outcome the first player picked (MY-4.3). */
  choose(index: number): void {
    const count = this.#outcomes().length;
    if (Number.isInteger(index) && index >= 0 && index < count) this.#chosen = index;
  }

  /** Records the first player's pick among a monster's tied moves in one outcome (arkham.md §4); chooses that outcome. */
  pickMove(outcome: number, monsterId: string, index: number): void {
    const found = this.#outcomes()[outcome];
    const movement = found?.kind === "resolved" ? found.movement : undefined;
    const decision =
      movement?.kind === "resolved" ? movement.decisions.find((d) => d.monsterId === monsterId) : undefined;
    if (decision === undefined || !Number.isInteger(index) || index < 0 || index >= decision.options.length)
      return;
    const picks = this.#picks.get(outcome) ?? new Map<string, number>();
    picks.set(monsterId, index);
    this.#picks.set(outcome, picks);
    this.#chosen = outcome;
  }

  #outcomes() {
    const p = this.#prepared;
    return p?.kind === "prepared" && p.result.kind === "outcomes" ? p.result.outcomes : [];
  }

  #picksOf(outcome: number): ReadonlyMap<string, number> {
    return this.#picks.get(outcome) ?? new Map();
  }

  /** The window's phase part. */
  context(): MythosPhaseContext {
    const { i18n } = this.deps;
    const scene = this.deps.scene();
    const p = this.#prepared;
    const reading = scene === undefined ? undefined : readArkhamScene(scene, this.deps.sneakPath());
    const names = reading === undefined ? undefined : namesFor(reading);
    const warnings = p?.kind === "prepared" ? describeSetupWarnings(p.warnings, i18n) : [];
    const views =
      names === undefined
        ? []
        : viewPhaseOutcomes(this.#outcomes(), names, i18n, {
            picks: (i) => this.#picksOf(i),
            warnings,
            rolls: this.#rolls,
          });
    const canUndo =
      scene !== undefined && readPhaseUndo(scene.getFlag(MODULE_ID, "arkhamPhaseUndo")).sets.length > 0;
    const chosen = this.#outcomes()[this.#chosen];
    const refusal =
      p?.kind === "prepared" && chosen !== undefined
        ? acceptRefusal(p, chosen, this.#picksOf(this.#chosen))
        : undefined;
    const waiting = views[this.#chosen]?.waiting ?? [];
    const refused = p?.kind === "prepared" ? phaseRefusal(p.result, i18n) : undefined;
    return {
      card: p?.kind === "prepared" ? p.card : null,
      problem:
        p?.kind === "problem"
          ? i18n.format(`MONSTER_AUTOPILOT.Arkham.State.${p.key}`, { detail: p.detail ?? "" })
          : p?.kind === "prepared" && refused !== undefined
            ? refused.setAside
              ? i18n.format(`${K}.Refused.Heading`, { card: p.card })
              : i18n.localize(`${K}.Invalid`)
            : "",
      refusal: refused?.reasons ?? [],
      canSetAside: refused?.setAside ?? false,
      outcomes: views.map((v) => ({ ...v, chosen: v.index === this.#chosen })),
      choosing: views.length > 1,
      canAccept: views.length > 0 && refusal === undefined,
      acceptHint:
        refusal === "blocked"
          ? i18n.localize(`${K}.Blocked`)
          : refusal === "waiting"
            ? i18n.format(`${K}.Waiting`, { names: listNames(waiting, i18n) })
            : "",
      canUndo,
      cup: cupTypes(scene),
    };
  }

  /** The canvas marks of an outcome (the one hovered or chosen), from the area centres and tokens on the scene. */
  marks(index: number): OutcomeMarks | undefined {
    // Only the hovered outcome is read: hovering must not put every outcome into words again.
    const scene = this.deps.scene();
    const outcome = this.#outcomes()[index];
    if (scene === undefined || outcome === undefined) return undefined;
    const highlight = outcomeHighlight(outcome);
    const reading = readArkhamScene(scene, this.deps.sneakPath());
    const points = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const c = reading.centreOf(id);
        return c === undefined ? [] : [c];
      });
    const movement = outcome.kind === "resolved" ? outcome.movement : undefined;
    // Monsters already on the scene start at their tokens; drawn ones at the middle of their area.
    const starts = new Map<string, Point>(
      reading.pieces.map((piece) => [piece.token.id, piece.token.centre]),
    );
    for (const m of outcome.kind === "resolved" ? outcome.state.monsters : []) {
      const centre = reading.centreOf(m.at);
      if (!starts.has(m.id) && centre !== undefined) starts.set(m.id, centre);
    }
    return {
      gates: points(highlight.gates),
      monsters: points(highlight.monsters),
      outskirts: highlight.outskirts ? reading.centreOf("outskirts") : undefined,
      moves:
        movement?.kind === "resolved"
          ? decisionDrawings(movement.decisions, starts, this.#picksOf(index), reading)
          : [],
    };
  }

  /**
   * Writes the chosen outcome to the scene at once (MY-14): steps 1, 2 and 4, then the moves of
   * step 3 (MY-11) with the first player's picks; one Undo restores all of it.
   */
  async accept(): Promise<string[]> {
    const scene = this.deps.scene();
    const p = this.#prepared;
    const outcome = this.#outcomes()[this.#chosen];
    if (scene === undefined || p?.kind !== "prepared" || outcome === undefined) return [];
    const context = this.context();
    if (!context.canAccept) return [];
    const view = context.outcomes[this.#chosen];
    const accepted = await this.#flow.accept(scene, p, outcome, this.#picksOf(this.#chosen));
    this.discard();
    // The phase is on the scene: a chat card that fails to post is reported, never undoes it.
    if (view !== undefined)
      await postPhaseChat(p.card, view, this.deps.i18n).catch((cause: unknown) =>
        reportFailure("MONSTER_AUTOPILOT.Reported.MythosChat", cause),
      );
    const names = namesFor(readArkhamScene(scene, this.deps.sneakPath()));
    return [
      this.deps.i18n.format(`${K}.Accepted`, { card: p.card }),
      ...moveNotices(accepted.walked, accepted.failures, names, this.deps.i18n),
    ];
  }

  /**
   * Sets aside a card the rules core refused (spec "Out of scope"): it goes to the discard pile on
   * the scene, undoable like an accepted phase, and the next card is drawn; after a card picked by
   * hand the GM picks the next one.
   */
  async setAside(): Promise<string[]> {
    const { i18n } = this.deps;
    const scene = this.deps.scene();
    const p = this.#prepared;
    if (scene === undefined || p?.kind !== "prepared" || phaseRefusal(p.result, i18n)?.setAside !== true)
      return [];
    await this.#flow.setAside(scene, p);
    const done = i18n.format(`${K}.Refused.SetAsideDone`, { card: p.card });
    if (p.picked) {
      this.discard();
      return [done, i18n.localize(`${K}.Refused.PickNext`)];
    }
    this.prepare();
    return [done];
  }

  /** Restores the scene as it was before the last accepted phase. */
  async undo(): Promise<string[]> {
    const { i18n } = this.deps;
    const scene = this.deps.scene();
    const undone = scene !== undefined && (await this.#flow.undo(scene));
    if (undone === false || scene === undefined) return [i18n.localize(`${K}.NothingToUndo`)];
    const names = namesFor(readArkhamScene(scene, this.deps.sneakPath()));
    return [
      i18n.localize(`${K}.Undone`),
      ...undone.unplaced.map((id) => i18n.format(`${K}.NotPutBack`, { token: names.monster(id) })),
    ];
  }
}
