/**
 * `compute` memoised per key object: the value of an (immutable) key is computed on first use and
 * shared by every later caller while the key lives. A WeakMap holds the values, so nothing is kept
 * for keys no longer in use (boards, turns; IMP-2 memoisation).
 */
export function memoisedPerObject<K extends object, V extends object>(compute: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      value = compute(key);
      memo.set(key, value);
    }
    return value;
  };
}
