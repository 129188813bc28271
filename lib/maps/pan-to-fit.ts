/** A rectangle on screen, in CSS pixels, as `getBoundingClientRect` gives it. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far content must move along one axis; when it cannot fit, its start (a card's title) shows. */
function shiftAlong(start: number, end: number, min: number, max: number): number {
  if (start < min) return start - min;
  if (end > max) return Math.min(end - max, start - min);
  return 0;
}

/**
 * How far to pan a map, as MapLibre's `panBy` takes it ([x, y] in pixels), so that `box` (a pin's
 * card) lies inside `frame` (the map) with `margin` to spare. [0, 0] when it already does.
 */
export function panToFit(box: ScreenBox, frame: ScreenBox, margin: number): [number, number] {
  return [
    shiftAlong(box.left, box.right, frame.left + margin, frame.right - margin),
    shiftAlong(box.top, box.bottom, frame.top + margin, frame.bottom - margin),
  ];
}
