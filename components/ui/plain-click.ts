type Click = Pick<MouseEvent, 'button' | 'defaultPrevented' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * A click a link may take in place: the main button, no modifier, not taken by another handler. A
 * modified or middle click opens the link's address elsewhere, as links do.
 */
export function isPlainClick(event: Click): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A link whose click loads its address in this tab: no other target, not a download. */
export function opensHere(link: HTMLAnchorElement): boolean {
  return (!link.target || link.target === '_self') && !link.hasAttribute('download');
}
