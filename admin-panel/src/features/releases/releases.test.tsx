// First: the shared mocks must be in place before the panel's modules load.
import { mocked, part, release, staff } from './releases-test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import type { ReleasesOverview } from '@dds/shared/releases';
import { renderAdmin } from '../../test/render-admin';
import { backToLiveInThisBrowser, fetchReleasesOverview, tryReleaseInThisBrowser } from './releases-api';

const STORED: ReleasesOverview = {
  parts: [
    part({
      part: 'shell',
      live: '1.0.0-20261120.1',
      releases: [release('1.0.0-20261120.1', '2026-11-20T04:30:00.000Z')],
    }),
    part({
      part: 'public-site',
      live: '1.0.0-20261120.2',
      canary: { version: '1.0.0-20261125.1', percent: 10 },
      // Oldest first on purpose: the screen shows the newest first whatever order it gets.
      releases: [
        release('1.0.0-20261118.1', '2026-11-18T04:30:00.000Z'),
        release('1.0.0-20261120.2', '2026-11-20T06:00:00.000Z'),
        release('1.0.0-20261125.1', '2026-11-25T09:15:00.000Z'),
      ],
      loadFailures: [
        { version: '1.0.0-20261125.1', count: 3 },
        { version: '1.0.0-20261120.2', count: 0 },
      ],
    }),
    part({ part: 'admin-panel', live: null, releases: [] }),
  ],
};

const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;
const itemOf = (within_: HTMLElement, version: string) =>
  within(within_).getByText(version, { selector: 'strong' }).closest('li')!;

// The shared setup has cleared the calls and the toasts first.
beforeEach(() => mocked(fetchReleasesOverview).mockResolvedValue(STORED));

it('says what the screen is for and who promotes, and lists each part with its live release and the About line', async () => {
  renderAdmin('/admin/releases', staff);
  expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  expect(screen.getByText(/try another one in this browser only before anyone else sees it/)).toBeInTheDocument();
  expect(screen.getByText(/done by the developers/)).toHaveTextContent('pnpm promote / pnpm rollback');

  const frame = await card('Site frame');
  expect(frame).toHaveTextContent('Live1.0.0-20261120.1 · built 20 Nov 2026, 10:00 am · commit c20.1');
  expect(within(await card('Admin panel')).getByText('build folder (no release yet)')).toBeInTheDocument();
  expect(within(await card('Admin panel')).getByText(/No release stored yet/)).toBeInTheDocument();

  const about = screen.getByTestId('about-this-site');
  expect(about).toHaveTextContent(
    'Live releases: site frame 1.0.0-20261120.1, public site 1.0.0-20261120.2, admin panel build folder (no release yet)',
  );
  expect(within(about).getByRole('link')).toHaveAttribute('href', '/admin/releases');
});

it('shows the canary share, the badges, newest first, and a Try button on every release that is not live', async () => {
  renderAdmin('/admin/releases', staff);
  const site = await card('Public site');
  expect(site).toHaveTextContent('Canary1.0.0-20261125.1 for about 10 % of visitors');
  const list = within(site).getByRole('list', { name: /stored releases of the public site, newest first/i });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')!.textContent),
  ).toEqual(['1.0.0-20261125.1', '1.0.0-20261120.2', '1.0.0-20261118.1']);
  const live = itemOf(list, '1.0.0-20261120.2');
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(within(live).queryByRole('button')).not.toBeInTheDocument();
  expect(within(itemOf(list, '1.0.0-20261125.1')).getByText('Canary')).toBeInTheDocument();
  expect(
    within(itemOf(list, '1.0.0-20261118.1')).getByRole('button', {
      name: 'Try in this browser for the public site 1.0.0-20261118.1',
    }),
  ).toBeInTheDocument();
});

it('warns about browsers that failed to load a release, only where there were any', async () => {
  renderAdmin('/admin/releases', staff);
  const warnings = within(await card('Public site')).getAllByTestId('load-failures');
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toHaveTextContent(
    'Failed to load: 3 browsers could not load release 1.0.0-20261125.1 in the last 7 days.',
  );
  expect(within(await card('Site frame')).queryByTestId('load-failures')).not.toBeInTheDocument();
});

it('"Try in this browser" posts the part and version, says a reload applies it, and shows the release as tried', async () => {
  mocked(fetchReleasesOverview)
    .mockResolvedValueOnce(STORED)
    .mockResolvedValue({
      parts: STORED.parts.map((p) => (p.part === 'public-site' ? { ...p, tried: '1.0.0-20261118.1' } : p)),
    });
  const { user } = renderAdmin('/admin/releases', staff);
  await user.click(
    await screen.findByRole('button', { name: 'Try in this browser for the public site 1.0.0-20261118.1' }),
  );

  expect(tryReleaseInThisBrowser).toHaveBeenCalledWith('public-site', '1.0.0-20261118.1');
  expect(await screen.findByText('Public site chosen for this browser. Reload to see it.')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Reload now' }).length).toBeGreaterThan(0);
  const tried = itemOf(await card('Public site'), '1.0.0-20261118.1');
  expect(await within(tried).findByText('Trying in this browser')).toBeInTheDocument();
  expect(within(tried).queryByRole('button')).not.toBeInTheDocument();
});

it('"Back to live" is offered while a part is tried, and posts the clear', async () => {
  mocked(fetchReleasesOverview).mockResolvedValue({
    parts: STORED.parts.map((p) =>
      p.part === 'shell'
        ? {
            ...p,
            tried: '1.0.0-20261101.1',
            releases: [...p.releases, release('1.0.0-20261101.1', '2026-11-01T04:30:00.000Z')],
          }
        : p,
    ),
  });
  const { user } = renderAdmin('/admin/releases', staff);
  const frame = await card('Site frame');
  expect(frame).toHaveTextContent('This browser is trying site frame 1.0.0-20261101.1 instead of live.');
  expect(within(await card('Public site')).queryByRole('button', { name: 'Back to live' })).not.toBeInTheDocument();
  await user.click(within(frame).getByRole('button', { name: 'Back to live' }));
  expect(backToLiveInThisBrowser).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Back to live in this browser. Reload to see it.')).toBeInTheDocument();
  await waitFor(() => expect(fetchReleasesOverview).toHaveBeenCalledTimes(2));
});

it('says why a try was refused', async () => {
  mocked(tryReleaseInThisBrowser).mockRejectedValue(
    new ApiError('No stored public-site release 1.0.0-20261118.1', 404),
  );
  const { user } = renderAdmin('/admin/releases', staff);
  await user.click(
    await screen.findByRole('button', { name: 'Try in this browser for the public site 1.0.0-20261118.1' }),
  );
  expect(await screen.findByText('Not changed: No stored public-site release 1.0.0-20261118.1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reload now' })).not.toBeInTheDocument();
});

it('shows loading, then the empty state when nothing is stored', async () => {
  let answer!: (overview: ReleasesOverview) => void;
  mocked(fetchReleasesOverview).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderAdmin('/admin/releases', staff);
  expect(await screen.findByText('Loading')).toBeInTheDocument();
  answer({ parts: (['shell', 'public-site', 'admin-panel'] as const).map((name) => part({ part: name })) });
  expect(
    await screen.findByText('No releases stored yet — the site is served from its build folders.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.getByTestId('about-this-site')).toHaveTextContent(
    'site frame build folder (no release yet), public site build folder (no release yet)',
  );
});

it('shows an error with Try again, which asks again', async () => {
  mocked(fetchReleasesOverview)
    .mockRejectedValueOnce(new ApiError('The server had a problem', 500))
    .mockResolvedValue(STORED);
  const { user } = renderAdmin('/admin/releases', staff);
  const alert = (await screen.findByText(/Could not load the releases/)).closest<HTMLElement>('[role="alert"]')!;
  expect(alert).toHaveTextContent('Could not load the releases. The server had a problem');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await card('Public site')).toBeInTheDocument();
});

it('is in the navigation for staff as well as owners', async () => {
  renderAdmin('/admin/releases', staff);
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
  expect(within(nav).getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/admin/releases');
});
