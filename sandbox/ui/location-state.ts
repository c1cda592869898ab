// The page state kept in the URL fragment (#tab=hex&hex=...): shareable links, no server needed.

/** Named values in the URL fragment; absent keys are undefined. */
export type LocationState = Readonly<Record<string, string | undefined>>;

/** Reads the fragment's key=value pairs. */
export function readLocationState(): LocationState {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return Object.fromEntries(params.entries());
}

/** Merges values into the fragment (undefined removes a key) without adding history entries. */
export function writeLocationState(changes: LocationState): void {
  const params = new URLSearchParams(window.location.hash.slice(1));
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const hash = params.toString();
  window.history.replaceState(
    null,
    "",
    hash ? `#${hash}` : window.location.pathname + window.location.search,
  );
}
