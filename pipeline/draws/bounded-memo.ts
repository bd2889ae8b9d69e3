/**
 * Stores `value` under `key` in a memo that a long-running process must not grow without end: a
 * full memo is emptied first (the next uses fill it again with what they ask). Returns `value`, so
 * that a lookup reads `memo.get(key) ?? remember(memo, MAX, key, compute())` and allocates nothing
 * when the key is known.
 */
export function remember<K, V>(memo: Map<K, V>, max: number, key: K, value: V): V {
  if (memo.size >= max) memo.clear();
  memo.set(key, value);
  return value;
}
