import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import Header from './header';

function setup() {
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  return userEvent.setup();
}
/** The menus are <details>: each summary opens its disclosure (before the app is live too). */
const toggle = (name: string) => {
  const summary = [...document.querySelectorAll('summary')].find((s) =>
    s.textContent?.replace(/\s+/g, ' ').includes(name),
  );
  if (!summary) throw new Error(`no summary named ${name}`);
  return summary;
};
const isOpen = (name: string) => (toggle(name).parentElement as HTMLDetailsElement).open;
/** jsdom applies no media queries, so the header behaves as on a phone: open the menu first. */
async function setupWithMenuOpen() {
  const user = setup();
  await user.click(toggle('Open menu'));
  return user;
}

test('shows the logo, the group name and the links of docs/contract.md §2 with their spellings', async () => {
  const user = await setupWithMenuOpen();
  expect(document.querySelector('img[src="/ddslogo.png"]')).not.toBeNull();
  expect(screen.getByText('DDS Group of Institutions')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
  expect(href('Home')).toBe('/');
  expect(href('About')).toBe('/about1');
  expect(href('Donation')).toBe('/donation');
  expect(href('Download Certificate')).toBe('/GetInTouch');
  await user.click(toggle('Services'));
  expect([href('Digital Marketing'), href('Social Media Marketing'), href('SEO'), href('Content Writing')]).toEqual([
    '/digital',
    '/social',
    '/Seo',
    '/Content',
  ]);
  expect([href('Web Development'), href('Graphic Design'), href('Video Editing')]).toEqual([
    '/Web',
    '/Graphic',
    '/videoediting',
  ]);
  await user.click(toggle('Events'));
  expect([href('Photos'), href('Videos')]).toEqual(['/Photos', '/Videos']);
  await user.click(toggle('Course'));
  expect([href('Offline Course'), href('Online Course')]).toEqual(['/OfflineCourses', '/OnilneCourses']);
});

test('at most one dropdown is open: clicking the open one closes it, another switches', async () => {
  const user = await setupWithMenuOpen();
  await user.click(toggle('Services'));
  expect(isOpen('Services')).toBe(true);
  expect(screen.getByRole('link', { name: 'Digital Marketing' })).toBeVisible();
  await user.click(toggle('Events'));
  expect(isOpen('Services')).toBe(false);
  expect(isOpen('Events')).toBe(true);
  expect(screen.getByRole('link', { name: 'Digital Marketing' })).not.toBeVisible();
  await user.click(toggle('Events'));
  expect(isOpen('Events')).toBe(false);
  expect(screen.getByRole('link', { name: 'Photos' })).not.toBeVisible();
});

test('Escape closes the open dropdown and returns focus to its button', async () => {
  const user = await setupWithMenuOpen();
  await user.click(toggle('Course'));
  await user.keyboard('{Escape}');
  expect(isOpen('Course')).toBe(false);
  expect(toggle('Course')).toHaveFocus();
});

test('the hamburger toggles the menu with the red overlay; choosing a link closes it', async () => {
  const user = setup();
  const burger = toggle('Open menu');
  expect(burger).toHaveAccessibleName('Open menu');
  await user.click(burger);
  expect(isOpen('Open menu')).toBe(true);
  expect(burger).toHaveAccessibleName('Close menu');
  expect(screen.getByTestId('nav-overlay')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'About' }));
  expect(isOpen('Open menu')).toBe(false);
  expect(burger).toHaveAccessibleName('Open menu');
});

test('Escape closes the open mobile menu', async () => {
  const user = setup();
  await user.click(toggle('Open menu'));
  await user.keyboard('{Escape}');
  expect(isOpen('Open menu')).toBe(false);
});

test('a dropdown the visitor opened before the app took over stays open, and the app drives it from there', async () => {
  // The prerendered header, with a dropdown opened by a tap while the app was still loading.
  const app = (
    <MemoryRouter>
      <Header />
    </MemoryRouter>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(app);
  const details = toggle('Events').parentElement as HTMLDetailsElement;
  details.open = true;
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: () => undefined });
  });
  expect(details.open).toBe(true);
  // The app knows it is open: one click closes it.
  await userEvent.setup().click(toggle('Events'));
  expect(details.open).toBe(false);
});

test("the menu is the <nav> right after the hamburger's <details>, not inside it (docs/decisions/015-supported-browsers.md)", () => {
  setup();
  const menu = document.querySelector('details[data-menu]');
  // Only the <summary>: content of a closed <details> stays hidden where ::details-content is unknown.
  expect(menu?.children).toHaveLength(1);
  expect(menu?.nextElementSibling?.matches('nav#site-menu[aria-label="Main"]')).toBe(true);
  expect(toggle('Open menu').getAttribute('aria-controls')).toBe('site-menu');
});
