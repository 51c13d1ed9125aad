import { Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { isAdminPath } from '@dds/shared/routes';
import { Toast } from '@dds/shared/toast';
import { RemoteBoundary } from './remote-boundary';

export interface PublicChrome {
  Header: ComponentType | null;
  Footer: ComponentType | null;
}

/**
 * The frame around every page. SPEC.md §2: the public header and footer are hidden on every
 * path starting with /admin and shown elsewhere — this rule lives here, in the shell.
 */
export function ShellLayout({ chrome }: { chrome: PublicChrome }) {
  const { pathname } = useLocation();
  const showChrome = !isAdminPath(pathname);
  const { Header, Footer } = chrome;
  // Marks the live app as mounted (over any prerendered page): tests and monitoring wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
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
      <ScrollRestoration />
    </>
  );
}

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '60vh', display: 'grid', placeItems: 'center', color: '#6b7280' }}>
      Loading…
    </div>
  );
}
