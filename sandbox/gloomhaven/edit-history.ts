// Undo and redo for the Hex tab's edits (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y and the Undo/Redo buttons):
// a bounded list of earlier states, pure values in and out.

/** How many edits can be undone. */
export const HISTORY_LIMIT = 100;

/** Earlier states (newest last) and undone ones (for redo, newest last). */
export interface EditHistory<S> {
  readonly past: readonly S[];
  readonly future: readonly S[];
}

/** An empty history. */
export function emptyHistory<S>(): EditHistory<S> {
  return { past: [], future: [] };
}

/** Records that `before` was replaced by an edit: it can be undone; redo is forgotten. */
export function recordEdit<S>(history: EditHistory<S>, before: S): EditHistory<S> {
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [] };
}

/** Steps back from `current`: the state to show and the new history; undefined when nothing is left. */
export function undoEdit<S>(
  history: EditHistory<S>,
  current: S,
): { readonly state: S; readonly history: EditHistory<S> } | undefined {
  const state = history.past.at(-1);
  if (state === undefined) return undefined;
  return { state, history: { past: history.past.slice(0, -1), future: [...history.future, current] } };
}

/** Steps forward again after an undo; undefined when there is nothing to redo. */
export function redoEdit<S>(
  history: EditHistory<S>,
  current: S,
): { readonly state: S; readonly history: EditHistory<S> } | undefined {
  const state = history.future.at(-1);
  if (state === undefined) return undefined;
  return { state, history: { past: [...history.past, current], future: history.future.slice(0, -1) } };
}
