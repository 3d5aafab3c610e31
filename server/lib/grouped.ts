/** Adds `value` to the set of `key` in `groups`; the answer removes it again, and the set once it is empty. */
export function addToGroup<K, V>(groups: Map<K, Set<V>>, key: K, value: V) {
  const set = groups.get(key) ?? new Set<V>();
  set.add(value);
  groups.set(key, set);
  return () => {
    set.delete(value);
    if (set.size === 0 && groups.get(key) === set) groups.delete(key);
  };
}
