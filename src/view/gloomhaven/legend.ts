import type { Localizer } from "../i18n";

/** The marks the answer is drawn with on a board (OUT-1), in the order a legend lists them. */
export const LEGEND_KINDS = ["focus", "target", "path", "end", "area"] as const;

export type LegendKind = (typeof LEGEND_KINDS)[number];

/** The colour of each mark (Foundry: the highlight colour settings). */
export type LegendColors = Readonly<Record<LegendKind, string>>;

/** One line of the legend: the mark's kind (for its swatch), its colour and what it means. */
export interface LegendEntry {
  readonly kind: LegendKind;
  readonly color: string;
  readonly label: string;
}

const LABELS: Readonly<Record<LegendKind, string>> = {
  focus: "MONSTER_AUTOPILOT.HexAnswer.Legend.Focus",
  target: "MONSTER_AUTOPILOT.HexAnswer.Legend.Target",
  path: "MONSTER_AUTOPILOT.HexAnswer.Legend.Path",
  end: "MONSTER_AUTOPILOT.HexAnswer.Legend.End",
  area: "MONSTER_AUTOPILOT.HexAnswer.Legend.Area",
};

/** The legend of the Monster turn window: what each highlight colour on the canvas means. */
export function legendEntries(i18n: Localizer, colors: LegendColors): LegendEntry[] {
  return LEGEND_KINDS.map((kind) => ({ kind, color: colors[kind], label: i18n.localize(LABELS[kind]) }));
}
