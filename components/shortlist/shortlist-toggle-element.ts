import type { SavedListing } from '@/lib/shortlist/saved-listings';
import { pressShortlistToggle, subscribeShortlist } from '@/lib/shortlist/shortlist-events';
import { isShortlisted } from '@/lib/shortlist/shortlist-store';
import { SHORTLIST_ID_ATTRIBUTE, SHORTLIST_NAME_ATTRIBUTE } from '@/lib/shortlist/tap-keeper';
import styles from './shortlist-toggle.module.css';

const SVG = 'http://www.w3.org/2000/svg';
/** The path of ShortlistIcon (shortlist-icon.tsx). */
const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z';

export interface ShortlistToggleElement {
  element: HTMLButtonElement;
  /** Stops following the shortlist: call it when the element leaves the page. */
  dispose(): void;
}

/**
 * The Shortlist toggle as a plain DOM element, for content drawn outside React (the results map's
 * pin cards): the same button, label and behaviour as ShortlistToggle.
 */
export function createShortlistToggleElement(listing: SavedListing): ShortlistToggleElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `${styles.toggle ?? ''} ${styles.page ?? ''}`;
  element.setAttribute('aria-label', `Shortlist ${listing.name}`);
  element.setAttribute(SHORTLIST_ID_ATTRIBUTE, listing.id);
  element.setAttribute(SHORTLIST_NAME_ATTRIBUTE, listing.name);
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('class', styles.icon ?? '');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', STAR);
  icon.append(path);
  const text = document.createElement('span');
  text.textContent = 'Shortlist';
  element.append(icon, text);
  const show = () => element.setAttribute('aria-pressed', String(isShortlisted(listing.id)));
  show();
  element.addEventListener('click', () => pressShortlistToggle(listing));
  return { element, dispose: subscribeShortlist(show) };
}
