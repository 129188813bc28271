import type { MouseEvent } from 'react';

/**
 * A click a link may take in place: the main button, no modifier. A modified or middle click opens
 * the link's address elsewhere, as links do.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
