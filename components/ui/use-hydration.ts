import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true in every render after that and in
 * a tree the browser mounts itself (a soft navigation).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Whether this component was hydrated from the server's HTML (which the visitor may have used
 * before the scripts ran) rather than mounted by the browser: fixed at its first render.
 */
export function useHydratedFromDocument(): boolean {
  const hydrated = useHydrated();
  const [fromDocument] = useState(!hydrated);
  return fromDocument;
}
