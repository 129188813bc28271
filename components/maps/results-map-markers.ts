import type { Map as MapLibreMap, Marker, Popup } from 'maplibre-gl';
import { panToFit } from '@/lib/maps/pan-to-fit';
import type { PinMarker } from '@/lib/maps/pin-clusters';
import type { ResultPin } from '@/lib/maps/result-pins';
import {
  createShortlistToggleElement,
  type ShortlistToggleElement,
} from '@/components/shortlist/shortlist-toggle-element';
import type { MapLibre } from './load-maplibre';
import styles from './results-map.module.css';

function cardFor(pin: ResultPin, toggle: ShortlistToggleElement | null): HTMLElement {
  const card = document.createElement('article');
  card.className = styles.card ?? '';
  const title = document.createElement('h3');
  title.className = styles.cardName ?? '';
  const link = document.createElement('a');
  link.href = pin.href;
  link.textContent = pin.name;
  title.append(link);
  const lines = [`${pin.category} · ${pin.place}`, pin.price, `GLA ${pin.gla}`].map((text) => {
    const line = document.createElement('p');
    line.textContent = text;
    return line;
  });
  card.append(title, ...lines);
  if (toggle) card.append(toggle.element);
  return card;
}

/** Room kept between a pin's card and the map's edge (its zoom buttons sit inside it). */
const CARD_MARGIN = 8;

function button(className: string | undefined, label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className ?? '';
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
}

/**
 * The results map's pins and clusters, as buttons: each can be reached with Tab and pressed
 * with Enter. A pin opens a card that links to its property; a cluster zooms in until it splits.
 */
export class ResultMarkers {
  private markers: Marker[] = [];
  private popup: Popup;
  /** The open card's Shortlist toggle, which follows the shortlist while the card is open. */
  private toggle: ShortlistToggleElement | null = null;

  constructor(
    private readonly maplibre: MapLibre,
    private readonly map: MapLibreMap,
  ) {
    this.popup = new maplibre.Popup({ offset: 14, maxWidth: '260px', closeButton: true });
    this.popup.on('close', () => this.disposeToggle());
  }

  private disposeToggle(): void {
    this.toggle?.dispose();
    this.toggle = null;
  }

  show(items: readonly PinMarker[]): void {
    this.clear();
    for (const item of items) {
      const element =
        item.kind === 'pin'
          ? this.pinButton(item.pin)
          : this.clusterButton(item.count, item.lat, item.lng, item.expansionZoom);
      const at: [number, number] =
        item.kind === 'pin' ? [item.pin.location.lng, item.pin.location.lat] : [item.lng, item.lat];
      this.markers.push(
        new this.maplibre.Marker({ element, anchor: 'center' }).setLngLat(at).addTo(this.map),
      );
    }
  }

  remove(): void {
    this.clear();
    this.popup.remove();
  }

  private clear(): void {
    for (const marker of this.markers) marker.remove();
    this.markers = [];
  }

  private pinButton(pin: ResultPin): HTMLElement {
    const element = button(styles.pin, `${pin.name}, ${pin.place}: ${pin.price}`, '');
    element.dataset.pinId = pin.id;
    element.addEventListener('click', (event) => {
      // The map's own click would close the card as it opens.
      event.stopPropagation();
      // Closing the open card first disposes its toggle (on 'close'), never the new one.
      this.popup.remove();
      this.toggle = pin.shortlistId
        ? createShortlistToggleElement({ id: pin.shortlistId, name: pin.name })
        : null;
      this.popup
        .setLngLat([pin.location.lng, pin.location.lat])
        .setDOMContent(cardFor(pin, this.toggle))
        .addTo(this.map);
      this.keepCardInView();
    });
    return element;
  }

  /**
   * MapLibre turns a card away from the nearer edge, but a narrow map (a phone's) has no side wide
   * enough for it: the map pans until the whole card shows. The pan is not the visitor's move, so
   * "search as I move the map" leaves the search as it is.
   */
  private keepCardInView(): void {
    const card = this.popup.getElement();
    if (!card) return;
    const [x, y] = panToFit(
      card.getBoundingClientRect(),
      this.map.getContainer().getBoundingClientRect(),
      CARD_MARGIN,
    );
    if (x !== 0 || y !== 0) this.map.panBy([x, y]);
  }

  private clusterButton(count: number, lat: number, lng: number, zoom: number): HTMLElement {
    const element = button(styles.cluster, `${count} properties here: zoom in`, String(count));
    element.addEventListener('click', (event) => {
      event.stopPropagation();
      // Passing the click on makes this a move of the visitor's: "search as I move the map" follows it.
      this.map.easeTo({ center: [lng, lat], zoom }, { originalEvent: event });
    });
    return element;
  }
}
