import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { loadRemoteModule } from './federation/remote-registry';
import { ShellRoutes, createShellRoutes } from './router';

jest.mock('./federation/remote-registry', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Broken(): never {
  throw new Error('chunk failed');
}

const remoteModules: Record<string, unknown> = {
  'public_site/routes': {
    routes: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/seo', element: <h1>SEO services</h1> },
      { path: '/broken', element: <Broken /> },
      { path: '/lazy', lazy: async () => ({ Component: () => <h1>Lazy page</h1> }) },
    ],
  },
  'public_site/Header': { default: () => <header>Public header</header> },
  'public_site/Footer': { default: () => <footer>Public footer</footer> },
  'admin_panel/routes': {
    routes: [
      { path: '/admin', element: <h1>Admin login</h1> },
      { path: '/admin/inquiries', element: <h1>Inquiries</h1> },
    ],
  },
};

/** A public-site release with a Layout (the frame its server render uses) besides Header and Footer. */
const withLayout: Record<string, unknown> = {
  'public_site/Layout': {
    default: ({ children }: { children: ReactNode }) => (
      <>
        <header>Layout header</header>
        {children}
        <footer>Layout footer</footer>
      </>
    ),
  },
};

function withRemotes(unavailable: string[] = [], modules: Record<string, unknown> = remoteModules) {
  mockedLoad.mockImplementation(async (remote, expose) => {
    if (unavailable.includes(remote)) return null;
    return (modules[`${remote}/${expose}`] ?? null) as never;
  });
}

/** The shell as bootstrap builds it for a first address, with a way to navigate as a link would. */
async function renderAt(path: string) {
  const { table } = await createShellRoutes(path);
  const router: { navigate: NavigateFunction } = { navigate: () => undefined };
  function Navigator() {
    router.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <Suspense fallback={<p>Loading</p>}>
        <ShellRoutes table={table} />
      </Suspense>
    </MemoryRouter>,
  );
  return router;
}

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('shell routing', () => {
  it('shows the public header and footer around public pages', async () => {
    withRemotes();
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('Public header')).toBeInTheDocument();
    expect(screen.getByText('Public footer')).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/inquiries', '/Admin/Inquiries'])('hides the header and footer on %s', async (path) => {
    withRemotes();
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: /Admin login|Inquiries/ })).toBeInTheDocument();
    expect(screen.queryByText('Public header')).not.toBeInTheDocument();
    expect(screen.queryByText('Public footer')).not.toBeInTheDocument();
  });

  it('matches routes case-insensitively (/Seo and /seo)', async () => {
    withRemotes();
    await renderAt('/Seo');
    expect(await screen.findByRole('heading', { name: 'SEO services' })).toBeInTheDocument();
  });

  it('shows the admin fallback with Retry when the admin remote is down, and keeps the public site', async () => {
    withRemotes(['admin_panel']);
    await renderAt('/admin/inquiries');
    expect(await screen.findByText('The admin panel is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the admin panel working when the public remote is down', async () => {
    withRemotes(['public_site']);
    await renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
  });

  it('shows the public fallback on public paths when the public remote is down', async () => {
    withRemotes(['public_site']);
    await renderAt('/');
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
  });

  it('does not fetch the admin remote for public pages', async () => {
    withRemotes();
    await renderAt('/');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(mockedLoad.mock.calls.map(([remote]) => remote)).not.toContain('admin_panel');
  });

  it('contains a failing page of a remote to that remote, header still shown', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    withRemotes();
    await renderAt('/broken');
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('Public header')).toBeInTheDocument();
  });

  it("lays public pages out in the remote's Layout when it has one, and admin pages without it", async () => {
    withRemotes([], { ...remoteModules, ...withLayout });
    await renderAt('/seo');
    expect(await screen.findByRole('heading', { name: 'SEO services' })).toBeInTheDocument();
    expect(screen.getByText('Layout header')).toBeInTheDocument();
    expect(screen.getByText('Layout footer')).toBeInTheDocument();
    expect(screen.queryByText('Public header')).not.toBeInTheDocument();
    expect(mockedLoad.mock.calls.map(([, expose]) => expose)).not.toContain('Header');
  });

  it("has a lazy page's code in before the first render, so hydration finds the server's page", async () => {
    withRemotes();
    await renderAt('/lazy');
    // No await: the page is there in the first commit, not after a suspended "Loading".
    expect(screen.getByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('fetches the admin remote on the first visit to an /admin page, then shows it without the chrome', async () => {
    withRemotes();
    const router = await renderAt('/');
    await screen.findByRole('heading', { name: 'Home page' });
    await act(async () => router.navigate('/admin/inquiries'));
    expect(await screen.findByRole('heading', { name: 'Inquiries' })).toBeInTheDocument();
    expect(screen.queryByText('Public header')).not.toBeInTheDocument();
    expect(mockedLoad.mock.calls.filter(([remote]) => remote === 'admin_panel')).toHaveLength(1);
    await act(async () => router.navigate('/seo'));
    expect(await screen.findByRole('heading', { name: 'SEO services' })).toBeInTheDocument();
    expect(screen.getByText('Public header')).toBeInTheDocument();
  });

  it('shows admin pages without the Layout', async () => {
    withRemotes([], { ...remoteModules, ...withLayout });
    await renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.queryByText('Layout header')).not.toBeInTheDocument();
  });
});

/** The shell as bootstrap builds it when the first address is an /admin page (decision 030). */
const renderAdminFirst = renderAt;

const loadedRemotes = () => mockedLoad.mock.calls.map(([remote]) => remote);

describe('shell routing opened on an /admin address', () => {
  it('shows the admin page without fetching anything of the public remote', async () => {
    withRemotes([], { ...remoteModules, ...withLayout });
    await renderAdminFirst('/admin/inquiries');
    expect(await screen.findByRole('heading', { name: 'Inquiries' })).toBeInTheDocument();
    expect(loadedRemotes()).not.toContain('public_site');
  });

  it('goes on to public pages in their Layout, and back to the admin panel without it', async () => {
    withRemotes([], { ...remoteModules, ...withLayout });
    const router = await renderAdminFirst('/admin');
    await screen.findByRole('heading', { name: 'Admin login' });
    await act(async () => router.navigate('/seo'));
    expect(await screen.findByRole('heading', { name: 'SEO services' })).toBeInTheDocument();
    expect(screen.getByText('Layout header')).toBeInTheDocument();
    await act(async () => router.navigate('/admin/inquiries'));
    expect(await screen.findByRole('heading', { name: 'Inquiries' })).toBeInTheDocument();
    expect(screen.queryByText('Layout header')).not.toBeInTheDocument();
    await act(async () => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the admin fallback when the admin remote is down, and public pages still work', async () => {
    withRemotes(['admin_panel']);
    const router = await renderAdminFirst('/admin');
    expect(await screen.findByText('The admin panel is unavailable right now')).toBeInTheDocument();
    await act(async () => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('Public header')).toBeInTheDocument();
  });

  it('shows the public fallback on a public page when the public remote is down, the admin panel still works', async () => {
    withRemotes(['public_site']);
    const router = await renderAdminFirst('/admin');
    await screen.findByRole('heading', { name: 'Admin login' });
    await act(async () => router.navigate('/seo'));
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
    await act(async () => router.navigate('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
  });
});
