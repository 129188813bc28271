import { useRef, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * Whether this component was hydrated from the server's HTML (which the visitor may have used
 * before the scripts ran) rather than mounted by the browser (a soft navigation): fixed at its
 * first render. The client's snapshot is that first answer, so hydration is not followed by a
 * render to correct it: React would make that render synchronous, taking every other update then
 * due (the search's first answer) into the same long task.
 */
export function useHydratedFromDocument(): boolean {
  const first = useRef<boolean | null>(null);
  const fromDocument = useSyncExternalStore(
    subscribeToNothing,
    () => first.current ?? false,
    () => true,
  );
  if (first.current === null) first.current = fromDocument;
  return fromDocument;
}
