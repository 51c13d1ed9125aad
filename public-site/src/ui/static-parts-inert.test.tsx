import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, NavLink, Route, Routes, matchRoutes } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@dds/shared/schemas';
import { SiteContentProvider } from '../content/site-content';
import PublicLayout from '../layout/public-layout';
import { routes } from '../routes';
import { freshInstallCourses } from '../test/courses';
import { loadDeferredSections } from './deferred-section';
import { Reveal } from './reveal';

/**
 * docs/decisions/020-islands.md, "Consequences": a part marked static (<Static>, staticPart) stays
 * the server's HTML on the page the visitor opened and no component in it ever runs there — so a
 * button with a handler, a field with state or an effect put inside one would look fine and do
 * nothing, and no other test would notice. This renders every public route as React renders it
 * (the part's components are all in the tree here, as on a page reached by a link) and reads
 * React's own record of what it rendered below each static wrapper: no element may carry an event
 * handler, and no component may hold state or run an effect (decision 027).
 */

/** Components whose effect has a twin that runs on the server's HTML, so it works in a static part too. */
const SERVER_HTML_TWIN = new Map<unknown, string>([
  [Reveal, 'ui/static-section runs revealOnScroll on the kept HTML'],
  // A link's click (and its <a>'s handler) is taken by the app's router from the page: ui/static-links.
  [Link, 'ui/static-links routes clicks on the kept HTML'],
  [NavLink, 'ui/static-links routes clicks on the kept HTML'],
]);

interface Fiber {
  type: unknown;
  elementType: unknown;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
}
interface Hook {
  memoizedState: unknown;
  queue: unknown;
  next: Hook | null;
}

const fiberOf = (el: Element): Fiber | undefined => {
  const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
  return key ? (el as unknown as Record<string, Fiber>)[key] : undefined;
};

const nameOf = (type: unknown): string => {
  if (typeof type === 'string') return `<${type}>`;
  if (typeof type === 'function')
    return (
      (type as { displayName?: string; name?: string }).displayName ?? (type as { name?: string }).name ?? 'anonymous'
    );
  const inner =
    (type as { render?: unknown; type?: unknown } | null)?.render ?? (type as { type?: unknown } | null)?.type;
  return inner ? nameOf(inner) : String(type);
};

/** React's insertion effects (emotion's style insertion) have this flag; they touch no behaviour. */
const HOOK_INSERTION = 0b0010;

/** What in one hook makes a component live: state (useState, useReducer, a store) or an effect. */
function liveHook(hook: Hook): string | null {
  if (hook.queue != null) return 'state';
  const effect = hook.memoizedState as { tag?: number; create?: unknown } | null;
  if (effect && typeof effect === 'object' && typeof effect.create === 'function' && typeof effect.tag === 'number') {
    return effect.tag & HOOK_INSERTION ? null : 'an effect';
  }
  return null;
}

/** Everything live React rendered below a static part's wrapper: "path: what". */
function liveInside(wrapper: Fiber): string[] {
  const found: string[] = [];
  // `twin`: below a component of SERVER_HTML_TWIN, down to its first element (a Link's <a>).
  const walk = (fiber: Fiber | null, path: string[], twin = false) => {
    for (let f = fiber; f; f = f.sibling) {
      const name = nameOf(f.elementType ?? f.type);
      const here = [...path, name];
      const isTwin = twin || SERVER_HTML_TWIN.has(f.elementType);
      if (typeof f.type === 'string') {
        if (isTwin) {
          walk(f.child, path);
          continue;
        }
        const handlers = Object.keys(f.memoizedProps ?? {}).filter(
          (p) => /^on[A-Z]/.test(p) && typeof f.memoizedProps?.[p] === 'function',
        );
        if (handlers.length) found.push(`${here.join(' > ')}: ${handlers.join(', ')}`);
      } else if (typeof f.stateNode === 'object' && f.stateNode !== null && 'render' in f.stateNode) {
        found.push(`${here.join(' > ')}: a class component`);
      } else if (!isTwin && (typeof f.type === 'function' || typeof f.type === 'object')) {
        for (
          let hook = f.memoizedState as Hook | null;
          hook && typeof hook === 'object' && 'next' in hook;
          hook = hook.next
        ) {
          const live = liveHook(hook);
          if (live) found.push(`${here.filter((n) => !n.startsWith('<')).join(' > ')}: ${live}`);
        }
      }
      walk(f.child, typeof f.type === 'string' ? path : here, isTwin);
    }
  };
  walk(wrapper.child, []);
  return [...new Set(found)];
}

const courses = freshInstallCourses();
const content: SiteContent = { ...EMPTY_SITE_CONTENT, courses };
const PATHS = [
  ...new Set(Object.values(PUBLIC_ROUTES).map((r) => r.link)),
  `/courses/${courses[0]!.slug}`,
  '/no-such-page',
];

async function renderRoute(path: string) {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route?.lazy || typeof route.lazy !== 'function') throw new Error(`No lazy route for ${path}`);
  const { Component } = (await route.lazy()) as { Component: ComponentType };
  await loadDeferredSections();
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[path]}>
        <SiteContentProvider value={content}>
          <PublicLayout>
            <Routes>
              <Route path={route.path ?? '*'} element={<Component />} />
            </Routes>
          </PublicLayout>
        </SiteContentProvider>
      </MemoryRouter>,
    );
  });
  return view;
}

test.each(PATHS)('%s: nothing inside a static part has a handler, state or an effect', async (path) => {
  const { container, unmount } = await renderRoute(path);
  const wrappers = [...container.querySelectorAll('[data-static]')];
  // Every public page has at least the footer as a static part: the check below looked at something.
  expect(wrappers.length).toBeGreaterThan(0);
  const live = wrappers.flatMap((wrapper) =>
    liveInside(fiberOf(wrapper)!).map((what) => `[data-static="${wrapper.getAttribute('data-static')}"] ${what}`),
  );
  expect(live).toEqual([]);
  unmount();
});
