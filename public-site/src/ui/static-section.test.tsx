import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Static, staticPart } from './static-section';
import { useStaticLinks } from './static-links';

/**
 * docs/decisions/020-islands.md: a static part is hydrated as its wrapper only — React renders
 * none of its components and owns none of its nodes — while an island beside it is live. The
 * document's address in jsdom is `/`: the page the "server's HTML" below belongs to.
 */

const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

let textRenders = 0;
function Text() {
  textRenders += 1;
  return (
    <p>
      Learn with us. <a href="/about1">About</a>
    </p>
  );
}

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Count {n}
    </button>
  );
}

/** Server HTML in a container on the page, then hydrated with development React; what React reported. */
async function hydrate(server: React.ReactElement, client: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const problems: unknown[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
  await act(async () => {
    hydrateRoot(container, client, { onRecoverableError: (e) => problems.push(e) });
  });
  errors.mockRestore();
  return { container, problems };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test("a static part stays the server's nodes, none of its components runs, and the island beside it works", async () => {
  const app = (
    <MemoryRouter>
      <Static name="intro">
        <Text />
      </Static>
      <Counter />
    </MemoryRouter>
  );
  textRenders = 0;
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  expect(textRenders).toBe(1);
  const serverParagraph = container.querySelector('p')!;
  document.body.append(container);
  const problems: unknown[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (e) => problems.push(e) });
  });
  errors.mockRestore();

  expect(problems).toEqual([]);
  expect(textRenders).toBe(1); // the server's render only
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(owned(container.querySelector('[data-static="intro"]')!)).toBe(true);
  expect([...container.querySelectorAll('[data-static] *')].filter(owned)).toEqual([]);
  const button = container.querySelector('button')!;
  expect(owned(button)).toBe(true);
  await act(async () => button.click());
  expect(button.textContent).toBe('Count 1');
});

test("a static part's code is not fetched over the server's HTML, and is fetched to render it elsewhere", async () => {
  const load = jest.fn(async () => Text);
  const Part = staticPart('lazy-part', load);
  // The server's HTML of that part (its code on the server: the part itself, plain).
  const { container, problems } = await hydrate(
    <MemoryRouter>
      <Static name="lazy-part">
        <Text />
      </Static>
    </MemoryRouter>,
    <MemoryRouter>
      <Part />
    </MemoryRouter>,
  );
  expect(problems).toEqual([]);
  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('a')!.textContent).toBe('About');

  // A page the app renders (not the document's address): the part's code is fetched and rendered.
  document.body.innerHTML = '';
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/about1']}>
        <Suspense fallback="Loading…">
          <Part />
        </Suspense>
      </MemoryRouter>,
    );
  });
  expect(await screen.findByText('About')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(owned(screen.getByText('About'))).toBe(true);
});

function Where() {
  return <output>{useLocation().pathname}</output>;
}
function Links() {
  useStaticLinks();
  return null;
}

test("a link to a page in a static part goes through the app's router; a file, another site or a new tab is left to the browser", async () => {
  render(
    <MemoryRouter initialEntries={['/elsewhere']}>
      <Links />
      <div data-static="links">
        <a href="/about1">About</a>
        <a href="/sitemap.xml">Sitemap</a>
        <a href="https://example.org/">Elsewhere</a>
      </div>
      <a href="/terms">Outside</a>
      <Where />
    </MemoryRouter>,
  );
  // What the browser would then do with the click: jsdom cannot navigate, so stop it after the app's listener.
  const leftToBrowser: string[] = [];
  const afterApp = (event: MouseEvent) => {
    if (!event.defaultPrevented) leftToBrowser.push((event.target as HTMLAnchorElement).textContent!);
    event.preventDefault();
  };
  window.addEventListener('click', afterApp);
  const click = (name: string, init: MouseEventInit = {}) =>
    act(
      async () =>
        void screen
          .getByText(name)
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })),
    );

  await click('About', { ctrlKey: true });
  expect(screen.getByRole('status').textContent).toBe('/elsewhere');
  await click('About');
  expect(screen.getByRole('status').textContent).toBe('/about1');
  await click('Sitemap');
  await click('Elsewhere');
  await click('Outside'); // not in a static part: a <Link> of the app handles its own
  expect(screen.getByRole('status').textContent).toBe('/about1');
  expect(leftToBrowser).toEqual(['About', 'Sitemap', 'Elsewhere', 'Outside']);
  window.removeEventListener('click', afterApp);
});
