import type { DimensionSymbol } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { setLabel, SYMBOL_LABEL_KEYS } from "./labels";

const K = "MONSTER_AUTOPILOT.Arkham.State";
const NAME_IN_SET = "MONSTER_AUTOPILOT.Arkham.Pieces.NameInSet";

/** The stored game state as the window reads it (the scene's validated `arkhamState` flag, mythos §S). */
export interface StateView {
  readonly players: number;
  readonly ancientOne: string | null;
  readonly terror: number;
  readonly doom: number;
  readonly doomTrack: number;
  readonly gates: Readonly<
    Record<string, { readonly id: string; readonly world: string; readonly dimension: DimensionSymbol }>
  >;
  readonly elderSigns: readonly string[];
  readonly clues: Readonly<Record<string, number>>;
  readonly closed: readonly string[];
  readonly outskirts: readonly {
    readonly id: string;
    readonly name: string;
    readonly dimension: DimensionSymbol;
  }[];
  readonly cup: readonly { readonly typeId: string; readonly name: string; readonly count: number }[];
  readonly gatePile: readonly {
    readonly id: string;
    readonly world: string;
    readonly dimension: DimensionSymbol;
  }[];
  readonly environment: string | null;
  readonly rumor: string | null;
}

/** Everything the Arkham state window is built from. */
export interface StateWindowInput {
  readonly hasBoard: boolean;
  readonly read:
    | { readonly kind: "none" }
    | { readonly kind: "ok"; readonly state: StateView }
    | { readonly kind: "corrupt"; readonly detail: string };
  /** The board's locations (clues, elder signs, closing and gates are kept there). */
  readonly locations: readonly { readonly id: string; readonly name: string; readonly unstable: boolean }[];
  readonly ancientOnes: readonly { readonly name: string; readonly doomTrack: number }[];
  readonly sets: readonly string[];
  /** The monster types for the cup: `set` is the preset's set slug, shown by its game box's name. */
  readonly monsterTypes: readonly { readonly id: string; readonly name: string; readonly set: string }[];
  /** What the next single terror step would do (MY-9), in words. */
  readonly terrorPreview: readonly string[];
  /** What the last change did, in words. */
  readonly lastChange: readonly string[];
  readonly canUndo: boolean;
}

interface Option {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

/** The Arkham state window's context: set-up, every field to correct, and the MY-9 and MY-13 actions. */
export interface StateWindowContext {
  readonly hasBoard: boolean;
  readonly hasState: boolean;
  readonly corrupt: string | null;
  readonly setup: {
    readonly players: readonly Option[];
    readonly ancientOnes: readonly Option[];
    readonly sets: readonly { readonly id: string; readonly label: string; readonly checked: boolean }[];
  };
  readonly state: StateView | null;
  readonly locations: readonly {
    readonly id: string;
    readonly name: string;
    readonly unstable: boolean;
    readonly clues: number;
    readonly elderSign: boolean;
    readonly closed: boolean;
    readonly gate: string | null;
  }[];
  readonly gateSpots: readonly Option[];
  readonly pileMarkers: readonly Option[];
  readonly outskirts: readonly { readonly id: string; readonly label: string }[];
  readonly monsterChoices: readonly Option[];
  readonly cupTotal: number;
  readonly terrorPreview: readonly string[];
  readonly lastChange: readonly string[];
  readonly canUndo: boolean;
}

const option = (value: string, label: string, selected = false): Option => ({ value, label, selected });

/** Builds the state window's context (pure: the controller reads the scene and the presets). */
export function buildStateContext(input: StateWindowInput, i18n: Localizer): StateWindowContext {
  const state = input.read.kind === "ok" ? input.read.state : null;
  const symbol = (d: DimensionSymbol) => i18n.localize(SYMBOL_LABEL_KEYS[d]);
  const gateText = (m: { world: string; dimension: DimensionSymbol }) =>
    `${m.world} (${symbol(m.dimension)})`;
  const players = state?.players ?? 1;
  return {
    hasBoard: input.hasBoard,
    hasState: state !== null,
    corrupt:
      input.read.kind === "corrupt" ? i18n.format(`${K}.StateCorrupt`, { detail: input.read.detail }) : null,
    setup: {
      players: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => option(String(n), String(n), n === players)),
      ancientOnes: input.ancientOnes.map((a) =>
        option(
          a.name,
          i18n.format(`${K}.AncientOneTrack`, { name: a.name, track: a.doomTrack }),
          a.name === state?.ancientOne,
        ),
      ),
      sets: input.sets.map((id) => ({ id, label: setLabel(id, i18n), checked: id === "base" })),
    },
    state,
    locations: input.locations.map((l) => {
      const gate = state?.gates[l.id];
      return {
        id: l.id,
        name: l.name,
        unstable: l.unstable,
        clues: state?.clues[l.id] ?? 0,
        elderSign: state?.elderSigns.includes(l.id) ?? false,
        closed: state?.closed.includes(l.id) ?? false,
        gate: gate === undefined ? null : gateText(gate),
      };
    }),
    gateSpots: input.locations
      .filter((l) => l.unstable && state !== null && state.gates[l.id] === undefined)
      .map((l) => option(l.id, l.name)),
    pileMarkers: (state?.gatePile ?? []).map((m) => option(m.id, gateText(m))),
    outskirts: (state?.outskirts ?? []).map((m) => ({
      id: m.id,
      label: `${m.name} (${symbol(m.dimension)})`,
    })),
    monsterChoices: input.monsterTypes.map((t) =>
      option(t.id, i18n.format(NAME_IN_SET, { name: t.name, set: setLabel(t.set, i18n) })),
    ),
    cupTotal: (state?.cup ?? []).reduce((sum, e) => sum + e.count, 0),
    terrorPreview: input.terrorPreview,
    lastChange: input.lastChange,
    canUndo: input.canUndo,
  };
}
