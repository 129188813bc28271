import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways before a swipe changes the slide. */
const SWIPE_THRESHOLD_PX = 40;

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Touch and pen swipes left and right. The element needs `touch-action: pan-y`, so the page still
 * scrolls vertically and the browser hands horizontal moves to us. A mouse uses the arrows: a
 * drag that ends on the image would otherwise also click its link.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void): SwipeHandlers {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (event) => {
      startX.current = event.pointerType === 'mouse' ? null : event.clientX;
    },
    onPointerUp: (event) => {
      const start = startX.current;
      startX.current = null;
      if (start === null) return;
      const distance = event.clientX - start;
      if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) onSwipe(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
}
