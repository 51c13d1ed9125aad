// useBlocker for the declarative <BrowserRouter> the shell runs on (decision 030): React Router's own
// needs its data router, half of react-router's code. Same contract as React Router's — the
// admin panel's unsaved-changes guard (and any older admin release) uses it unchanged:
// `useBlocker(bool | ({ currentLocation, nextLocation, historyAction }) => bool)` answers
// `{ state: 'unblocked' | 'blocked' | 'proceeding', location, proceed(), reset() }`.
// Links and navigate() go through the router's navigator (push/replace), which is wrapped while a
// blocker is mounted; the browser's Back/Forward arrive as popstate, which is caught before the
// router's own listener, undone, and replayed on proceed().
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, parsePath, useLocation } from 'react-router';

const UNBLOCKED = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

const toLocation = (to, current) => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: current.pathname, search: '', hash: '', state: null, key: 'default', ...path };
};

export function useBlocker(shouldBlock) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [blocker, setBlocker] = useState(UNBLOCKED);
  const latest = useRef({ shouldBlock, location });
  latest.current = { shouldBlock, location };
  // The history entry on screen (createBrowserHistory's idx), to tell how far Back/Forward moved.
  const shownIndex = useRef(undefined);
  useEffect(() => {
    shownIndex.current = typeof window === 'undefined' ? undefined : window.history.state?.idx;
  }, [location]);

  useEffect(() => {
    const blocks = (nextLocation, historyAction) => {
      const { shouldBlock: when, location: currentLocation } = latest.current;
      return typeof when === 'function'
        ? Boolean(when({ currentLocation, nextLocation, historyAction }))
        : Boolean(when);
    };
    const block = (nextLocation, go) =>
      setBlocker({
        state: 'blocked',
        location: nextLocation,
        proceed: () => {
          setBlocker({ state: 'proceeding', location: nextLocation, proceed: undefined, reset: undefined });
          go();
          setBlocker(UNBLOCKED);
        },
        reset: () => setBlocker(UNBLOCKED),
      });

    const original = { push: navigator.push, replace: navigator.replace };
    for (const [method, action] of [
      ['push', 'PUSH'],
      ['replace', 'REPLACE'],
    ]) {
      navigator[method] = (to, ...rest) => {
        const go = () => original[method].call(navigator, to, ...rest);
        const nextLocation = toLocation(to, latest.current.location);
        if (blocks(nextLocation, action)) block(nextLocation, go);
        else go();
      };
    }

    // Back/Forward: the browser has already moved. createBrowserHistory numbers its entries
    // (history.state.idx), so the move is undone by going the other way, silently.
    let undoing = false;
    let letThrough = false;
    const onPopState = (event) => {
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const index = shownIndex.current;
      const nextIndex = event.state?.idx;
      if (letThrough || typeof index !== 'number' || typeof nextIndex !== 'number') {
        letThrough = false;
        return;
      }
      const nextLocation = {
        pathname: window.location.pathname,
        search: window.location.search,
        hash: window.location.hash,
        state: event.state?.usr ?? null,
        key: event.state?.key ?? 'default',
      };
      if (!blocks(nextLocation, 'POP')) return;
      event.stopImmediatePropagation();
      const delta = index - nextIndex;
      undoing = true;
      window.history.go(delta);
      block(nextLocation, () => {
        letThrough = true;
        window.history.go(-delta);
      });
    };
    // Capture on window runs before the router's own (bubbling) popstate listener.
    window.addEventListener('popstate', onPopState, true);
    return () => {
      navigator.push = original.push;
      navigator.replace = original.replace;
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [navigator]);

  return blocker;
}
