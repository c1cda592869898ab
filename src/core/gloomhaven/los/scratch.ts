import { BandBuffer, BandScratch } from "./corridor";
import { SegmentBuffer } from "./segment-buffer";
import { VertexTable } from "./vertex-table";
import { SweepScratch } from "./window-sweep";

/** Working storage reused by every query of one line-of-sight test, so queries allocate little. */
export class LosScratch {
  readonly segments = new SegmentBuffer();
  readonly vertices = new VertexTable();
  readonly points = new BandScratch();
  readonly bands = new BandBuffer();
  readonly sweep = new SweepScratch();
}
