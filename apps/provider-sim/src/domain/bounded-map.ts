/**
 * Sets `key` as the newest entry of `map` and drops the oldest entries beyond
 * `max`: Map keeps insertion order, so re-inserting on write makes it an LRU
 * and a long local run cannot grow the sim's memory without bound.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done === true) return;
    map.delete(oldest.value);
  }
}
