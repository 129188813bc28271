'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Gives the page room below its end as tall as a band fixed to the foot of the window (or a card
 * held above it), so every part of it can be scrolled clear of the band, and a focused element is
 * scrolled clear of it too (WCAG 2.4.11). Room added after the last element moves nothing on screen: no layout shift.
 */
export function useSpaceBelowPage(bandRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const band = bandRef.current;
    if (!band) return;
    const { body, documentElement: root } = document;
    const reserve = () => {
      // A card held off the window's foot takes that gap too.
      const offset = Number.parseFloat(getComputedStyle(band).bottom) || 0;
      const height = `${band.offsetHeight + offset}px`;
      body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(band);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [bandRef]);
}
