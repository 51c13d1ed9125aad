import { render, screen, within } from '@testing-library/react';
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
/** jsdom applies no media queries, so the header behaves as on a phone: open the menu first. */
async function setupWithMenuOpen() {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return user;
}
const toggle = (name: string) => screen.getByRole('button', { name });

test('shows the logo, the group name and the links of SPEC §2 with their spellings', async () => {
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
  expect([href('Digital Marketing'), href('Social Media Marketing'), href('SEO'), href('Content Writing')]).toEqual(['/digital', '/social', '/Seo', '/Content']);
  expect([href('Web Development'), href('Graphic Design'), href('Video Editing')]).toEqual(['/Web', '/Graphic', '/videoediting']);
  await user.click(toggle('Events'));
  expect([href('Photos'), href('Videos')]).toEqual(['/Photos', '/Videos']);
  await user.click(toggle('Course'));
  expect([href('Offline Course'), href('Online Course')]).toEqual(['/OfflineCourses', '/OnilneCourses']);
});

test('at most one dropdown is open: clicking the open one closes it, another switches', async () => {
  const user = await setupWithMenuOpen();
  await user.click(toggle('Services'));
  expect(toggle('Services')).toHaveAttribute('aria-expanded', 'true');
  await user.click(toggle('Events'));
  expect(toggle('Services')).toHaveAttribute('aria-expanded', 'false');
  expect(toggle('Events')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByRole('link', { name: 'Digital Marketing' })).not.toBeInTheDocument();
  await user.click(toggle('Events'));
  expect(toggle('Events')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Photos' })).not.toBeInTheDocument();
});

test('Escape closes the open dropdown and returns focus to its button', async () => {
  const user = await setupWithMenuOpen();
  await user.click(toggle('Course'));
  await user.keyboard('{Escape}');
  expect(toggle('Course')).toHaveAttribute('aria-expanded', 'false');
  expect(toggle('Course')).toHaveFocus();
});

test('the hamburger toggles the menu with the red overlay; choosing a link closes it', async () => {
  const user = setup();
  const burger = toggle('Open menu');
  await user.click(burger);
  expect(burger).toHaveAttribute('aria-expanded', 'true');
  expect(burger).toHaveAccessibleName('Close menu');
  expect(screen.getByTestId('nav-overlay')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'About' }));
  expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the open mobile menu', async () => {
  const user = setup();
  await user.click(toggle('Open menu'));
  await user.keyboard('{Escape}');
  expect(toggle('Open menu')).toHaveAttribute('aria-expanded', 'false');
});
