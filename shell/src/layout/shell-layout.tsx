import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isAdminPath } from '@dds/shared/routes';
import { Toast } from '@dds/shared/toast';
import { RemoteBoundary } from './remote-boundary';
import { ScrollManager } from './scroll-manager';

export interface PublicChrome {
  /** The remote's frame (header, page, footer) — the tree of its server render. */
  Layout: ComponentType<{ children: ReactNode }> | null;
  /** From a public-site release without a Layout. */
  Header: ComponentType | null;
  Footer: ComponentType | null;
}

/**
 * The frame around every page. docs/contract.md §2: the public header and footer are hidden on every
 * path starting with /admin and shown elsewhere — this rule lives here, in the shell.
 */
export function ShellLayout({ chrome }: { chrome: PublicChrome }) {
  const { pathname } = useLocation();
  const showChrome = !isAdminPath(pathname);
  const { Layout, Header, Footer } = chrome;
  // Marks the live app as mounted (over any prerendered page): tests and monitoring wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  if (showChrome && Layout) {
    // Exactly the remote's server-rendered tree, so bootstrap can hydrate it; should the frame
    // itself fail, the page is still shown without it.
    return (
      <>
        <RemoteBoundary fallback={<PlainPage />}>
          <Layout>
            <Outlet />
          </Layout>
        </RemoteBoundary>
        <Toast />
        <ScrollManager />
      </>
    );
  }
  return (
    <>
      {showChrome && Header && (
        <RemoteBoundary fallback={null}>
          <Header />
        </RemoteBoundary>
      )}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {showChrome && Footer && (
        <RemoteBoundary fallback={null}>
          <Footer />
        </RemoteBoundary>
      )}
      <Toast />
      <ScrollManager />
    </>
  );
}

function PlainPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

export function PageLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: '60vh', display: 'grid', placeItems: 'center', color: '#6b7280' }}
    >
      Loading…
    </div>
  );
}
