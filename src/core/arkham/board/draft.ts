import type { Area, AreaId, ArrowKind } from "../model";

/** An area read from a board file, with where it was written (for problem paths). */
export interface DraftArea {
  readonly area: Area;
  readonly path: string;
}

/** A plain link read from a board file: ids and the paths of each end. */
export interface DraftLink {
  readonly a: AreaId;
  readonly b: AreaId;
  readonly path: string;
  readonly pathA: string;
  readonly pathB: string;
}

/** An arrow read from a board file, with the paths of its parts. */
export interface DraftArrow {
  readonly from: AreaId;
  readonly to: AreaId;
  readonly colour: ArrowKind;
  readonly path: string;
  readonly fromPath: string;
  readonly toPath: string;
}

/** A board as read from either file format, before the semantic checks (spec §1). */
export interface DraftBoard {
  readonly areas: readonly DraftArea[];
  readonly links: readonly DraftLink[];
  readonly arrows: readonly DraftArrow[];
  /** Ids of areas that failed the shape check: references to them are not reported again. */
  readonly brokenIds: ReadonlySet<AreaId>;
  /** Path of the area list (for board-wide problems such as a missing Sky). */
  readonly areasPath: string;
}
