import { describe, expect, it } from "vitest";
import {
  emptyHistory,
  HISTORY_LIMIT,
  recordEdit,
  redoEdit,
  undoEdit,
} from "../../sandbox/gloomhaven/edit-history";

describe("undo and redo of board edits", () => {
  it("undoes edits newest first and redoes them in order", () => {
    let history = recordEdit(recordEdit(emptyHistory<string>(), "a"), "b");
    const back = undoEdit(history, "c")!;
    expect(back.state).toBe("b");
    const further = undoEdit(back.history, back.state)!;
    expect(further.state).toBe("a");
    expect(undoEdit(further.history, further.state)).toBeUndefined();
    const again = redoEdit(further.history, further.state)!;
    expect(again.state).toBe("b");
    history = again.history;
    expect(redoEdit(history, again.state)?.state).toBe("c");
  });

  it("forgets what could be redone once a new edit is made", () => {
    const undone = undoEdit(recordEdit(emptyHistory<string>(), "a"), "b")!;
    const edited = recordEdit(undone.history, undone.state);
    expect(redoEdit(edited, "c")).toBeUndefined();
    expect(undoEdit(edited, "c")?.state).toBe("a");
  });

  it(`keeps the last ${HISTORY_LIMIT} edits`, () => {
    let history = emptyHistory<number>();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = recordEdit(history, i);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(5);
  });
});
