import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  type useBlocker as routerUseBlocker,
} from 'react-router-dom';
// The useBlocker the shell's shared react-router-dom gives every remote in production (decision 030).
import { useBlocker as declarativeUseBlocker } from '../../tools/browser/router-blocker.mjs';

const useBlocker = declarativeUseBlocker as typeof routerUseBlocker;

function Editor({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <h1>Editor</h1>
      <Link to="/list">List</Link>
      <Link to="/editor?tab=2">Tab 2</Link>
      {blocker.state === 'blocked' && (
        <div role="alertdialog" aria-label="Leave?">
          Going to {blocker.location?.pathname}
          <button onClick={() => blocker.proceed?.()}>Leave</button>
          <button onClick={() => blocker.reset?.()}>Stay</button>
        </div>
      )}
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

const app = (dirty: boolean) => (
  <>
    <Where />
    <Routes>
      <Route path="/editor" element={<Editor dirty={dirty} />} />
      <Route
        path="/list"
        element={
          <>
            <h1>List page</h1>
            <Link to="/editor">Edit</Link>
          </>
        }
      />
    </Routes>
  </>
);

describe('useBlocker on the declarative router', () => {
  it('asks before a link leaves; Stay keeps the page, Leave goes on', async () => {
    const user = userEvent.setup();
    render(<MemoryRouter initialEntries={['/editor']}>{app(true)}</MemoryRouter>);
    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toHaveTextContent('Going to /list');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/editor');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'List' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/list');
  });

  it('lets navigation through when the condition says so (no edits, or the same page)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MemoryRouter initialEntries={['/editor']}>{app(true)}</MemoryRouter>);
    await user.click(screen.getByRole('link', { name: 'Tab 2' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/editor?tab=2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();

    render(<MemoryRouter initialEntries={['/editor']}>{app(false)}</MemoryRouter>);
    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
  });

  it("catches the browser's Back button: the page stays until Leave, then Back happens", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/list');
    render(<BrowserRouter>{app(true)}</BrowserRouter>);
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await screen.findByRole('heading', { name: 'Editor' });

    act(() => window.history.back());
    expect(await screen.findByRole('alertdialog', { name: 'Leave?' })).toHaveTextContent('Going to /list');
    // The move was undone: the editor and its address stay.
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(screen.getByTestId('address')).toHaveTextContent('/editor');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    act(() => window.history.back());
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/list');
  });
});
