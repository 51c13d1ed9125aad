import { useLayoutEffect, type RefObject } from 'react';

/**
 * While the bulk bar is pinned to the bottom of a phone's screen, the page keeps room for it: the list
 * pads its end by --dds-bulk-bar-height (so the last card and the page numbers scroll clear of it) and
 * the page's scroll padding keeps a card that gets keyboard focus from hiding behind it (WCAG 2.4.11).
 * On wide screens the bar sits in the flow and nothing is set.
 */
export function useBarRoom(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const clear = () => {
      root.style.removeProperty('--dds-bulk-bar-height');
      root.style.removeProperty('scroll-padding-bottom');
    };
    const element = bar.current;
    if (!shown || !element) return clear;
    const place = () => {
      if (getComputedStyle(element).position !== 'fixed') return clear();
      const height = `${element.offsetHeight}px`;
      root.style.setProperty('--dds-bulk-bar-height', height);
      root.style.setProperty('scroll-padding-bottom', height);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      clear();
    };
  }, [bar, shown]);
}
