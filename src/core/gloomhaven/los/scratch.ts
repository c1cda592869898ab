import { SegmentBuffer } from "./segment-buffer";
import { VertexTable } from "./vertex-table";

/** Working storage reused by every query of one line-of-sight test, so queries allocate little. */
export class LosScratch {
  readonly segments = new SegmentBuffer();
  readonly vertices = new VertexTable();
}
