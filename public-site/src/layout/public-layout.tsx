import { Suspense, type ReactNode } from 'react';
import { HydrateApart } from '../ui/hydrate-apart';
import Footer from './footer';
import Header from './header';

/**
 * The frame of every public page: header, the page, footer. The server renders pages inside it
 * (prerender/render-page.tsx) and the shell lays its public routes out in it (exposed as
 * './Layout'), so the tree is the same on both sides and the shell can hydrate the server's HTML
 * instead of painting it again. Only the remote knows its frame: keeping it here means a new
 * release changes both sides at once.
 *
 * The Suspense boundaries are what let React hydrate in pieces: the root's own pass (which React
 * runs in one task) holds nothing but them, and the header, the page and the footer each hydrate
 * after it in short, interruptible tasks (issue 14). A tap on a menu before its turn makes React
 * hydrate the header first and then handle the tap.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <HydrateApart>
        <Header />
      </HydrateApart>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}

function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '60vh', display: 'grid', placeItems: 'center', color: '#6b7280' }}>
      Loading…
    </div>
  );
}
