// What the case bar does: load the bundled conformance cases (lazily, as their own chunk), pick
// one, import case files, export the board as a case file, copy a link to the board.
import type { Problem } from "../../src/core/gloomhaven";
import type { CaseAnswer } from "../../src/core/gloomhaven-cases";
import type { SequenceAnswer } from "../../src/core/gloomhaven/sequence";
import { localizeMessage, problemMessage } from "../../src/view/gloomhaven";
import { i18n, t } from "../ui";
import { exportedCase, loadCase } from "./case-io";
import type { CasePanelActions } from "./case-panel";
import type { HexEditorState } from "./editor-state";
import { playedList } from "./sequence-turn";
import type { BoardHighlight } from "./hex-board";

/** The case the board was loaded from: its id, stored answers (version 1 or 2) and the board as loaded (to tell edits). */
export interface LoadedCaseInfo {
  readonly id: string;
  readonly answers: readonly CaseAnswer[] | null;
  readonly sequenceAnswers: readonly SequenceAnswer[] | null;
  readonly snapshot: string;
}

/** The editor as its exported case without answers, as text: what tells an edited board from the loaded one. */
export function caseSnapshot(state: HexEditorState, id: string): string {
  return JSON.stringify(exportedCase(state, id, { v1: null, v2: null }));
}

export interface CaseWiring {
  readonly current: () => HexEditorState;
  readonly answers: () => readonly CaseAnswer[] | null;
  /** This page's whole-card options (CF-3), null in the single-ability editor or for an invalid turn. */
  readonly sequenceAnswers: () => readonly SequenceAnswer[] | null;
  readonly load: (state: HexEditorState, info: LoadedCaseInfo) => void;
  readonly message: (text: string, problem?: boolean) => void;
  readonly setCases: (groups: ReadonlyMap<string, readonly unknown[]>) => void;
  /** A case id named in the URL: loaded once the bundled cases are in. */
  readonly urlCaseId: string | null;
  /** Points out an answer on the board (null clears it). */
  readonly highlight: (answer: BoardHighlight | null) => void;
}

const RULE_GROUPS = ["gloomhaven", "jotl", "frosthaven"] as const;

/** How many of a case's problems are named; the rest are counted. */
const PROBLEMS_SHOWN = 5;

/** A case's problems in words ("Case file, $.map: …"), the first few, then how many more. */
function problemsText(problems: readonly Problem[]): string {
  const named = problems.slice(0, PROBLEMS_SHOWN).map((p) =>
    localizeMessage(
      i18n,
      problemMessage(p, (h) => `(${h.q}, ${h.r})`),
    ),
  );
  const more = problems.length - named.length;
  return [...named, ...(more > 0 ? [t("Hex.Case.MoreProblems", { count: more })] : [])].join(" ");
}

function idOf(raw: unknown): string {
  const id = typeof raw === "object" && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : "";
}

/** Connects the case bar to the tab. */
export function wireCases(wiring: CaseWiring): CasePanelActions {
  let groups = new Map<string, readonly unknown[]>();

  const pick = (raw: unknown): boolean => {
    const loaded = loadCase(raw, true);
    if (!loaded.ok) {
      wiring.message(t("Hex.Case.Invalid", { detail: problemsText(loaded.problems) }), true);
      return false;
    }
    const { id, state, answers, sequenceAnswers } = loaded.value;
    wiring.message(t("Hex.Case.Loaded", { id }));
    wiring.load(state, { id, answers, sequenceAnswers, snapshot: caseSnapshot(state, id) });
    return true;
  };

  void Promise.all([
    import("../../test/fixtures/conformance/gloomhaven/public.json"),
    import("../../test/fixtures/conformance/gloomhaven-sequences/public.json"),
  ]).then(([module, sequences]) => {
    const cards: readonly unknown[] = sequences.default;
    const all: readonly unknown[] = [...module.default, ...cards];
    groups = new Map([
      ...RULE_GROUPS.map((rules): [string, readonly unknown[]] => [
        t(`Hex.RuleSet.${rules}`),
        module.default.filter((c) => (c as { rules?: unknown }).rules === rules),
      ]),
      [t("Hex.Seq.CaseGroup"), cards],
    ]);
    wiring.setCases(groups);
    const named = wiring.urlCaseId ? all.find((c) => idOf(c) === wiring.urlCaseId) : undefined;
    if (named) pick(named);
  });

  return {
    pick,
    highlight: wiring.highlight,
    copyLink: () => {
      const url = window.location.href;
      navigator.clipboard.writeText(url).then(
        () => wiring.message(t("Hex.Case.LinkCopied")),
        () => wiring.message(t("Hex.Case.LinkManual", { url })),
      );
    },
    exportCase: () => {
      const state = wiring.current();
      const json = [
        exportedCase(state, playedList(state) ? "sandbox-seq-001" : "sandbox-001", {
          v1: wiring.answers(),
          v2: wiring.sequenceAnswers(),
        }),
      ];
      const link = document.createElement("a");
      link.href = URL.createObjectURL(
        new Blob([`${JSON.stringify(json, null, 1)}\n`], { type: "application/json" }),
      );
      link.download = "monster-autopilot-case.json";
      link.click();
      URL.revokeObjectURL(link.href);
      wiring.message(t("Hex.Case.Exported"));
    },
    importText: (text, source) => {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        wiring.message(t("Hex.Case.NotJson", { source, detail: (error as Error).message }), true);
        return;
      }
      const list = Array.isArray(data) ? data : [data];
      if (list.length === 0) {
        wiring.message(t("Hex.Case.NoCase", { source }), true);
        return;
      }
      if (!pick(list[0])) return;
      if (list.length > 1) {
        groups = new Map([[t("Hex.Case.ImportedGroup", { source }), list], ...groups]);
        wiring.setCases(groups);
      }
    },
  };
}
