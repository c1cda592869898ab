import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readUndoFlag } from "../../../src/foundry/arkham/undo-flag";

const position = { tokenId: "t1", x: 100, y: 200, elevation: 0 };

describe("reading the scene's Mythos undo flag", () => {
  it("reads a missing flag as an empty, healthy history", () => {
    expect(readUndoFlag(undefined)).toEqual({ sets: [], corrupt: false });
  });

  it("reads a well-formed history as it is, oldest set first", () => {
    const sets = [{ positions: [position] }, { positions: [{ ...position, tokenId: "t2" }] }];
    expect(readUndoFlag({ sets })).toEqual({ sets, corrupt: false });
  });

  it.each([
    ["a string", "garbage"],
    ["sets that are not a list", { sets: 3 }],
    ["a position without a token id", { sets: [{ positions: [{ x: 1, y: 2, elevation: 0 }] }] }],
    ["a position with a non-finite coordinate", { sets: [{ positions: [{ ...position, x: Number.NaN }] }] }],
  ])("reads %s as an empty history and reports it as corrupt", (_name, value) => {
    expect(readUndoFlag(value)).toEqual({ sets: [], corrupt: true });
  });

  it("never throws, whatever the flag holds", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const read = readUndoFlag(value);
        expect(Array.isArray(read.sets)).toBe(true);
      }),
    );
  });
});
