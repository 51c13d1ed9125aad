import {
  createElement,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { stripLanguage } from '@dds/shared/language-paths';
import { sectionCode } from './deferred-section';
import { revealOnScroll } from './reveal';

/**
 * A part of a page that is never interactive (text, pictures, plain links): it stays the server's
 * HTML when the app takes the page over, and React never walks it (docs/decisions/020-islands.md).
 *
 * On the page the document was loaded with, the part renders as its wrapper holding the server's
 * own HTML (`dangerouslySetInnerHTML`, read from the document): React hydrates the wrapper and
 * stops there — it neither renders the part's components (no emotion work) nor visits its
 * elements, and keeps the server's nodes on screen (the LCP text and image stay). Everywhere else
 * (a page reached by a link in the app) the part is rendered by React like any other.
 *
 * What the part did on the client before is done without React: the scroll reveal runs on its
 * server HTML (ui/reveal), and its links go through the app's router (ui/static-links).
 *
 * `name` marks the wrapper the server's HTML is found in: unique on a page. `persist`: the part
 * is the same on every page (the footer), so the server's HTML stays across the app's navigations
 * (as Astro's `transition:persist` keeps an element), instead of being rendered for the next page.
 */
export function Static({ name, persist = false, children }: { name: string; persist?: boolean; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Read once, at the first render: during hydration, the server's HTML is in the document.
  const [server] = useState(() => serverHtml(name, here, persist));
  const kept = server !== null && (persist || server.at === here);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!kept || !ref.current) return;
    const stops = [...ref.current.querySelectorAll<HTMLElement>('[data-revealed]')].map(revealOnScroll);
    return () => stops.forEach((stop) => stop());
  }, [kept]);

  if (kept)
    return <div key="server" ref={ref} data-static={name} style={CONTENTS} dangerouslySetInnerHTML={server.html} />;
  return (
    <div key="app" data-static={name} style={CONTENTS}>
      {children}
    </div>
  );
}

/** The wrapper adds no box: the page lays out as without it. */
const CONTENTS: CSSProperties = { display: 'contents' };

/**
 * Where the document was loaded: the only address whose server HTML is in the page. As the router
 * sees it: without a Hindi page's /hi (its basename).
 */
const documentAddress =
  typeof window === 'undefined' ? null : stripLanguage(window.location.pathname) + window.location.search;

const isReactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** Each part's server HTML, read once: a Back to the first page shows it again without its code. */
const firstHtml = new Map<string, string>();

/**
 * The server's HTML of the part `name`, when the app is taking over the page the document was
 * loaded with (`here`) and the part there is still the server's — or is back on that page: not
 * on the server, not on a page reached in the app (whose parts React renders). A part the same on
 * every page, once read, stands for itself anywhere (the footer after a visit to /admin).
 */
function serverHtml(name: string, here: string, persist: boolean): { html: { __html: string }; at: string } | null {
  if (typeof document === 'undefined') return null;
  let html = firstHtml.get(name);
  if (persist && html !== undefined) return { html: { __html: html }, at: here };
  if (here !== documentAddress) return null;
  if (html === undefined) {
    // Only a wrapper whose content React never made: on a Back, the page on screen is another.
    const wrapper = document.querySelector(`[data-static="${name}"]`);
    if (!wrapper || [...wrapper.children].some(isReactOwned)) return null;
    html = wrapper.innerHTML;
    firstHtml.set(name, html);
  }
  return { html: { __html: html }, at: here };
}

/**
 * A static part whose code is not even downloaded where the server's HTML stands in for it: the
 * app fetches `load` only to render the part itself (a page reached by a link in the app), and
 * the server render loads it before rendering (ui/deferred-section's `loadDeferredSections`).
 */
export function staticPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: { persist?: boolean } = {},
): ComponentType<P> {
  // A failed fetch (signal lost) is tried again on the next render.
  const { preload, loaded } = sectionCode(load);

  function Part(props: P) {
    if (!loaded()) use(preload());
    return createElement(loaded()!, props);
  }
  function StaticPart(props: P) {
    return (
      <Static name={name} persist={options.persist}>
        {createElement(Part, props)}
      </Static>
    );
  }
  StaticPart.displayName = `Static(${name})`;
  return StaticPart;
}
