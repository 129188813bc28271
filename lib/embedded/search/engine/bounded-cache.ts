import 'server-only';

/** The cached value for `key`, computing and storing it on a miss; a full cache is emptied rather than evicted. */
export function remember<T>(cache: Map<string, T>, limit: number, key: string, compute: () => T): T {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const value = compute();
  if (cache.size >= limit) cache.clear();
  cache.set(key, value);
  return value;
}
