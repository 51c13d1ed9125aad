import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferredSection, loadDeferredSections } from './deferred-section';

/** An IntersectionObserver the test drives: `enterView()` reports every observed element as near. */
class TestObserver {
  static all: TestObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static enterView() {
    for (const o of TestObserver.all)
      if (o.targets.length) o.report(o.targets.map((target) => ({ isIntersecting: true, target })));
  }
}

/** Lets the section's code arrive and React retry the boundary (a few promise hops and a task). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let loads = 0;
let clicks = 0;
function Offer({ label }: { label: string }) {
  return (
    <section>
      <a href="/courses">{label}</a>
      <button type="button" onClick={() => (clicks += 1)}>
        Count
      </button>
    </section>
  );
}
const DeferredOffer = deferredSection('offer', async () => {
  loads += 1;
  return Offer;
});

/** The server's copy of a section (its code loaded) rendered to HTML in a container on the page. */
async function serverRendered(name: string, label: string) {
  const ServerOffer = deferredSection(name, async () => Offer);
  await loadDeferredSections();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ServerOffer label={label} />);
  document.body.append(container);
  return container;
}

beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestObserver;
  TestObserver.all = [];
});

test('the server renders the section whole, once its code is loaded', async () => {
  await loadDeferredSections();
  const html = renderToString(<DeferredOffer label="Our courses" />);
  expect(html).toContain('<a href="/courses">Our courses</a>');
  expect(html).toContain('data-deferred="offer"');
});

test('over server HTML the section stays as it is until it comes near the screen, then hydrates (same nodes)', async () => {
  const container = await serverRendered('offer-near', 'Our courses');
  const serverLink = container.querySelector('a')!;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The browser's copy of the section: its code not fetched yet (the server's copy above has it).
  let fetched = false;
  const BrowserOffer = deferredSection('offer-near', async () => {
    fetched = true;
    return Offer;
  });

  await act(async () => void hydrateRoot(container, <BrowserOffer label="Our courses" />));
  // Not near yet: nothing fetched, and the button is still the server's, without the app's click handler.
  expect(fetched).toBe(false);
  within(container).getByRole('button', { name: 'Count' }).click();
  expect(clicks).toBe(0);

  await act(async () => {
    TestObserver.enterView();
    await settle();
  });
  expect(fetched).toBe(true);
  within(container).getByRole('button', { name: 'Count' }).click();
  expect(clicks).toBe(1);
  expect(container.querySelector('a')).toBe(serverLink);
  expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
  errors.mockRestore();
  container.remove();
});

test('a tap or a key inside the section before it is near loads it too', async () => {
  const container = await serverRendered('offer-tap', 'Tapped');
  const TappedOffer = deferredSection('offer-tap', async () => Offer);
  await act(async () => void hydrateRoot(container, <TappedOffer label="Tapped" />));
  const before = clicks;
  await act(async () => {
    container.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
  });
  within(container).getByRole('button', { name: 'Count' }).click();
  expect(clicks).toBe(before + 1);
  container.remove();
});

test('a section the server rendered as nothing waits until the element after it comes near', async () => {
  const Nothing = () => null;
  const ServerNothing = deferredSection('nothing', async () => Nothing);
  await loadDeferredSections();
  const container = document.createElement('div');
  container.innerHTML = `${renderToString(<ServerNothing />)}<p>Next section</p>`;
  document.body.append(container);
  let fetched = false;
  const BrowserNothing = deferredSection('nothing', async () => {
    fetched = true;
    return Nothing;
  });
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <BrowserNothing />
        <p>Next section</p>
      </>,
    );
    await settle();
  });
  expect(fetched).toBe(false);
  expect(TestObserver.all.at(-1)!.targets.map((t) => t.textContent)).toEqual(['Next section']);
  await act(async () => {
    TestObserver.enterView();
    await settle();
  });
  expect(fetched).toBe(true);
  container.remove();
});

test('rendered by the app without server HTML (a client-side navigation), it shows at once', async () => {
  const FreshOffer = deferredSection('fresh', async () => Offer);
  await act(async () => {
    render(<FreshOffer label="Fresh" />);
    await settle();
  });
  expect(await screen.findByRole('link', { name: 'Fresh' })).toBeInTheDocument();
  expect(TestObserver.all).toEqual([]);
});

test('its code is fetched once, however often it renders', async () => {
  await loadDeferredSections();
  render(<DeferredOffer label="One" />);
  render(<DeferredOffer label="Two" />);
  await screen.findByRole('link', { name: 'Two' });
  expect(loads).toBe(1);
});

test('code that failed to arrive is fetched again the next time (not the failure kept), then kept', async () => {
  let attempts = 0;
  const FlakyOffer = deferredSection('flaky', async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('signal lost');
    return Offer;
  });
  await expect(loadDeferredSections()).rejects.toThrow('signal lost');
  await loadDeferredSections();
  await loadDeferredSections();
  expect(attempts).toBe(2);
  expect(renderToString(<FlakyOffer label="Flaky" />)).toContain('Flaky');
});
