import type { MouseEvent } from 'react';

/** A primary click with no modifier: a link the page may handle in place. Others open elsewhere, as links do. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
