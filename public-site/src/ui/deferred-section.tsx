import { Suspense, createElement, use, type ComponentType } from 'react';

/**
 * A section far down a long page (the home page's course grid, testimonials, inquiry form) whose
 * code is fetched, run and hydrated only when the visitor comes near it (decision 020): a phone that
 * reads the hero and leaves never pays for the rest. Until then the server's HTML stays as it
 * is — React leaves a suspended boundary's server HTML in place — so links in it work as plain
 * links and its form posts as a plain form (the server answers it; `usePageForm` keeps what was
 * typed when the app takes the form over).
 *
 * The server render needs the code at once (renderToString cannot wait for it):
 * `loadDeferredSections()` before rendering. In the app, a section rendered without server HTML
 * (a client-side navigation) loads at once.
 */

type Loader<P> = () => Promise<ComponentType<P>>;

const preloads: Array<() => Promise<void>> = [];

/**
 * Registers code the server render needs at once (renderToString cannot wait): deferred sections
 * here, and the static parts whose code the app loads only to render them (ui/static-section).
 */
const loadBeforeServerRender = (preload: () => Promise<void>): void => void preloads.push(preload);

/** Loads the code of every deferred section and static part defined so far (the server, before it renders a page). */
export const loadDeferredSections = async (): Promise<void> => {
  await Promise.all(preloads.map((preload) => preload()));
};

/**
 * A section's or static part's code, fetched once by `preload` (a failed fetch — signal lost — can
 * be tried again) and registered for the server render; `loaded()` is its component once fetched.
 */
export function sectionCode<P>(load: Loader<P>): {
  preload: () => Promise<void>;
  loaded: () => ComponentType<P> | undefined;
} {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loadBeforeServerRender(preload);
  return { preload, loaded: () => Loaded };
}

/** How far below the screen a section starts loading: about a phone screen ahead of the reader. */
const AHEAD = '800px 0px';
/** Reaching into a section before it is near (a tab key, a tap) loads it too. */
const REACH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;
const RETRY_MS = 5_000;

/** Resolves when the server HTML inside `wrapper` comes near the screen or is reached into. */
function whenNear(wrapper: Element | null): Promise<void> {
  // A section the server rendered as nothing (no testimonials yet) is watched by where it stands:
  // the next element after it.
  const target = wrapper?.firstElementChild ?? wrapper?.nextElementSibling;
  if (!wrapper || !target || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: AHEAD,
    });
    // On the document, capturing: React stops an event aimed at a part it has not hydrated yet at
    // its root, so a listener inside the section would never hear it (the browser's own action —
    // following a link, sending a form — still happens).
    const reached = (event: Event) => event.target instanceof Node && wrapper.contains(event.target) && done();
    function done() {
      observer.disconnect();
      for (const type of REACH_EVENTS) document.removeEventListener(type, reached, true);
      resolve();
    }
    observer.observe(target);
    for (const type of REACH_EVENTS) document.addEventListener(type, reached, true);
  });
}

/**
 * `name` must be unique on the page (it marks the wrapper the section's server HTML is found in);
 * `load` returns the section's component from a dynamic import.
 */
export function deferredSection<P extends object>(name: string, load: Loader<P>): ComponentType<P> {
  const { preload, loaded } = sectionCode(load);
  // In the app a failed fetch is retried every few seconds; meanwhile the server's HTML stays, and
  // its links and form work without the app.
  const loadUntilLoaded = (): Promise<void> =>
    preload().catch(() => new Promise<void>((retry) => setTimeout(retry, RETRY_MS)).then(loadUntilLoaded));
  let wanted: Promise<void> | undefined;

  function Section(props: P) {
    if (!loaded()) {
      // Read during render: while hydrating, the wrapper and the server's HTML are in the document;
      // in a client-side render they are not yet, and the code loads at once.
      wanted ??= whenNear(document.querySelector(`[data-deferred="${name}"]`)).then(loadUntilLoaded);
      use(wanted);
    }
    return createElement(loaded()!, props);
  }

  function DeferredSection(props: P) {
    return (
      // display: contents — the wrapper adds no box: the page lays out as without it.
      <div data-deferred={name} style={{ display: 'contents' }}>
        <Suspense fallback={null}>{createElement(Section, props)}</Suspense>
      </div>
    );
  }
  DeferredSection.displayName = `Deferred(${name})`;
  return DeferredSection;
}
