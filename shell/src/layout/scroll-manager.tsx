import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORE_KEY = 'dds-scroll-positions';
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    return Object.entries(JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, number>);
  } catch {
    return [];
  }
}

/**
 * Scroll as people expect between pages (what React Router's ScrollRestoration did on its data
 * router, which the shell no longer loads — decision 030): a new page starts at its top (or at its
 * #anchor), Back and Forward return to where the reader was, a reload too.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      try {
        sessionStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // storage full or refused: positions are kept for this page's life only
      }
    };
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      // 'default' is every entry a fresh load opened: not one page's position.
      if (location.key !== 'default') frame = requestAnimationFrame(() => positions.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // The first page of a visit keeps the browser's own position (a reload or an #anchor it found).
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
