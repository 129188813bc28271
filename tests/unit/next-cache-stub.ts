/**
 * Next's data cache lives in the server's incremental cache, which only exists inside a
 * running Next server: unit tests read through it directly and record what was purged.
 */
export const revalidatedTags: Array<{ tag: string; profile: unknown }> = [];

export function unstable_cache<Callback extends (...args: never[]) => unknown>(callback: Callback): Callback {
  return callback;
}

export function revalidateTag(tag: string, profile: unknown): void {
  revalidatedTags.push({ tag, profile });
}
