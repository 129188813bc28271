'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Gives the page room below its end as tall as a band fixed to the foot of the window, so every
 * part of it can be scrolled clear of the band, and a focused element is scrolled clear of it too
 * (WCAG 2.4.11). Room added after the last element moves nothing on screen: no layout shift.
 */
export function useSpaceBelowPage(bandRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const band = bandRef.current;
    if (!band) return;
    const { body, documentElement: root } = document;
    const reserve = () => {
      const height = `${band.offsetHeight}px`;
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
