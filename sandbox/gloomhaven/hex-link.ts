// The Hex tab in a link: the board as a conformance case plus the ability editor's form as typed
// ("2 ± 1" stays base 2, card +1, not a flat 3), the linked hex pairs and a whole card's ability
// list, packed by the shared link codec. A link is checked before use: a damaged one is refused
// with its problems named, as the Arkham tab does. Links of the earlier formats still open: the
// first (a bare case) with its ability as a flat value, the second without links or list.
import { z } from "zod";
import type { Problem } from "../../src/core/gloomhaven";
import { CONDITION_KEYS, MOVE_MODES, type AbilityForm } from "../../src/view/gloomhaven";
import { packJson, unpackJson } from "../ui";
import { caseFromState, loadCase } from "./case-io";
import type { HexEditorState } from "./editor-state";
import type { SequenceForm } from "./sequence-form";

/** The link format's version (1 was a bare case, 2 had no links and no ability list). */
const HEX_LINK_VERSION = 3;
/** The versions that still open. */
const OPENED_VERSIONS: readonly number[] = [2, HEX_LINK_VERSION];

/** An id no case uses: the stand-in acting monster of a board saved with none (links only). */
const NO_ACTIVE_ID = "sandbox-link-no-active";

const WHOLE = z.number().int();
const FORM = z.object({
  baseMove: WHOLE.min(0),
  moveModifier: WHOLE,
  hasMove: z.boolean(),
  mode: z.enum(MOVE_MODES as [AbilityForm["mode"], ...AbilityForm["mode"][]]),
  flying: z.boolean(),
  hasAttack: z.boolean(),
  baseRange: WHOLE.min(0),
  rangeModifier: WHOLE,
  targets: WHOLE.min(1),
  targetAll: z.boolean(),
  areaEnabled: z.boolean(),
  area: z.array(z.object({ q: WHOLE, r: WHOLE })),
  conditions: z.object(
    Object.fromEntries(CONDITION_KEYS.map((k) => [k, z.boolean()])) as Record<
      (typeof CONDITION_KEYS)[number],
      z.ZodBoolean
    >,
  ),
});
const HEX = z.object({ q: WHOLE, r: WHOLE });
const COUNT = WHOLE.min(0);
const ABILITY = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("move"), move: COUNT, mode: z.enum(["walk", "jump", "teleport"]) }),
  z.object({
    kind: z.literal("attack"),
    range: COUNT,
    targets: z.union([WHOLE.min(1), z.literal("all")]),
    area: z.object({ hexes: z.array(HEX), origin: z.enum(["attacker", "free"]) }).optional(),
    sameTarget: z.boolean().optional(),
    melee: z.boolean().optional(),
    forced: z.object({ kind: z.enum(["push", "pull"]), value: WHOLE.min(1) }).optional(),
  }),
  z.object({ kind: z.literal("path-attack") }),
  z.object({ kind: z.enum(["push", "pull"]), value: WHOLE.min(1), range: WHOLE.min(1) }),
  z.object({ kind: z.literal("control"), attackRange: COUNT }),
  z.object({ kind: z.literal("narrated"), what: z.string().min(1) }),
]);
const SEQUENCE = z.object({
  mover: z.object({
    flying: z.boolean(),
    conditions: FORM.shape.conditions.partial().optional(),
  }),
  focus: z.object({ rule: z.enum(["closest", "farthest"]), within: WHOLE.min(1).nullable() }),
  abilities: z.array(ABILITY).min(1),
  card: z.object({ deck: z.string(), card: WHOLE }).optional(),
});
const LINK = z.object({
  v: z.number(),
  case: z.record(z.string(), z.unknown()),
  form: FORM,
  noActive: z.boolean().default(false),
  links: z.array(z.tuple([HEX, HEX])).default([]),
  sequence: SEQUENCE.optional(),
});

/** What is wrong with a hex link: unreadable text, another format version, a bad field, or a case the core refuses. */
export type HexLinkProblem =
  | { readonly code: "unreadable" }
  | { readonly code: "version"; readonly value: string }
  | { readonly code: "shape"; readonly path: string }
  | { readonly code: "case"; readonly problem: Problem };

/** A decoded link: the editor state, or every reason it was refused. */
export type HexLinkResult =
  | { readonly kind: "loaded"; readonly state: HexEditorState }
  | { readonly kind: "invalid"; readonly problems: readonly HexLinkProblem[] };

/** The state as a compact URL-safe string. */
export function encodeHexLink(state: HexEditorState): string {
  const active = state.scenario.figures.some((f) => f.id === state.scenario.activeId);
  const board: HexEditorState = active
    ? state
    : {
        ...state,
        scenario: {
          ...state.scenario,
          figures: [
            ...state.scenario.figures,
            { id: NO_ACTIVE_ID, at: { q: 0, r: 0 }, side: "monster", turnOrder: [] },
          ],
          activeId: NO_ACTIVE_ID,
        },
      };
  return packJson({
    v: HEX_LINK_VERSION,
    case: caseFromState(board, "sandbox"),
    form: state.ability,
    ...(active ? {} : { noActive: true }),
    ...(state.links.length > 0 ? { links: state.links } : {}),
    ...(state.sequence ? { sequence: state.sequence } : {}),
  });
}

/**
 * A list as the link carries it, in the editor's terms. zod's output types every optional field as
 * possibly undefined, but zod leaves an absent field absent, so the parsed value is the editor's shape.
 */
function sequenceOf(raw: z.output<typeof SEQUENCE>): SequenceForm {
  return raw as SequenceForm;
}

const refused = (...problems: HexLinkProblem[]): HexLinkResult => ({ kind: "invalid", problems });

function fromCase(raw: unknown, corpus: boolean): HexLinkResult {
  const loaded = loadCase(raw, corpus);
  return loaded.ok
    ? { kind: "loaded", state: loaded.value.state }
    : refused(...loaded.problems.map((problem) => ({ code: "case" as const, problem })));
}

/** Reads a string made by {@link encodeHexLink} (or a first-format link); `corpus` comes from the address. */
export function decodeHexLink(text: string, corpus: boolean): HexLinkResult {
  const packed = unpackJson(text);
  if (packed === undefined) return refused({ code: "unreadable" });
  const value = packed.value;
  const version = typeof value === "object" && value !== null ? (value as { v?: unknown }).v : undefined;
  if (version === undefined) return fromCase(value, corpus); // format 1: a bare case
  if (typeof version !== "number" || !OPENED_VERSIONS.includes(version))
    return refused({ code: "version", value: String(version) });
  const link = LINK.safeParse(value);
  if (!link.success)
    return refused(...link.error.issues.map((i) => ({ code: "shape" as const, path: i.path.join(".") })));
  const board = fromCase(link.data.case, corpus);
  if (board.kind === "invalid") return board;
  const { scenario } = board.state;
  return {
    kind: "loaded",
    state: {
      ...board.state,
      ability: link.data.form,
      links: link.data.links,
      ...(link.data.sequence ? { sequence: sequenceOf(link.data.sequence) } : {}),
      scenario: link.data.noActive
        ? { ...scenario, figures: scenario.figures.filter((f) => f.id !== NO_ACTIVE_ID), activeId: "" }
        : scenario,
    },
  };
}
