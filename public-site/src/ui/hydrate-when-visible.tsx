import { Suspense, createElement, use, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A below-the-fold part of a server-rendered page whose code is neither downloaded nor run until
 * the visitor gets near it (issue 14: a phone on slow data pays at first paint only for what it
 * shows). Until then the server's HTML stays on screen as it is: links work as plain links and
 * forms post as plain HTML forms, as they do before any JavaScript has loaded. When the part
 * scrolls near the viewport (or is touched, focused or hovered first) its chunk loads and React
 * hydrates it in place: React 19 leaves a server-rendered Suspense boundary untouched while its
 * content suspends, so the same DOM nodes stay and nothing shifts.
 *
 * In a client render (the visitor navigated here inside the app) there is no server HTML to show:
 * the part loads at once.
 */
export function hydrateWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A chunk that cannot load (offline, never fetched) leaves the part out; the page still works.
  const start = () => (loading ??= load().then((component) => (Loaded = component), () => Missing as ComponentType<P>));
  let wanted!: () => void;
  const whenWanted = new Promise<void>((resolve) => (wanted = resolve)).then(start);
  deferredParts.add(start);

  function Part(props: P) {
    const hydrating = useHydrating();
    return createElement(Loaded ?? use(hydrating ? whenWanted : start()), props);
  }

  function HydrateWhenVisible(props: P) {
    return (
      // Outside the boundary, so it is hydrated with the page and can watch the server's nodes.
      // `display: contents`: the wrapper adds no box, the page lays out as without it.
      <div style={{ display: 'contents' }} ref={(el) => (el ? watchUntilNeeded(el, wanted) : undefined)}>
        <Suspense fallback={null}>
          {createElement(Part, props)}
        </Suspense>
      </div>
    );
  }
  return HydrateWhenVisible;
}

const deferredParts = new Set<() => Promise<unknown>>();

const Missing = () => null;

/** The server renders with renderToString, which cannot wait: it loads every deferred part first. */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all([...deferredParts].map((start) => start()));
}

const noSubscription = () => () => undefined;
/** True while React hydrates the server's HTML (and on the server), false in a client render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** Near the viewport: early enough that a scrolling visitor finds the part live. */
const NEAR = '400px 0px';
/** A visitor reaching for the part before it is near (keyboard, a tap after a jump) wants it now. */
const REACHED = ['focusin', 'pointerdown', 'pointerover'] as const;

/** Calls `needed` once, when the element's content comes near the viewport or is reached. */
function watchUntilNeeded(el: HTMLElement, needed: () => void): () => void {
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: NEAR })
      : undefined;
  function stop() {
    observer?.disconnect();
    for (const type of REACHED) el.removeEventListener(type, fire);
  }
  function fire() {
    stop();
    needed();
  }
  for (const type of REACHED) el.addEventListener(type, fire, { passive: true });
  if (!observer) fire();
  // The wrapper has no box of its own (display: contents): watch the server's nodes inside it.
  else for (const child of el.children) observer.observe(child);
  return stop;
}
