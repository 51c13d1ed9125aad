import { Suspense, type ReactNode } from 'react';
import { HydrateApart } from '../ui/hydrate-apart';
import { AdoptServerStyles } from '../ui/server-styles';
import { staticPart } from '../ui/static-section';
import { useStaticLinks } from '../ui/static-links';
import { LanguageProvider, useRouterLanguage } from '../content/language';
import { pageLanguagePart } from '../content/page-language-texts';
import { LanguageSuggestion } from '../features/language/language-suggestion';
import { useInterfaceText } from '../i18n/interface-text';
import Header from './header';
import { layoutText } from './layout-text';

// The same on every page: it stays the server's HTML across the app's navigations, and its code is
// fetched only should the app have to render it (the server's page had none) — on a Hindi page with its words.
const Footer = staticPart(
  'footer',
  async () => {
    const [footer] = await Promise.all([
      import(/* webpackChunkName: "footer" */ './footer'),
      pageLanguagePart('footer'),
    ]);
    return footer.default;
  },
  { persist: true },
);

/**
 * The frame of every public page: header, the page, footer. The server renders pages inside it
 * (prerender/render-page.tsx) and the shell lays its public routes out in it (exposed as
 * './Layout'), so the tree is the same on both sides and the shell can hydrate the server's HTML
 * instead of painting it again. Only the remote knows its frame: keeping it here means a new
 * release changes both sides at once.
 *
 * Only the interactive parts hydrate (docs/decisions/020-islands.md): the header (its menus) is
 * an island of its own, hydrated in short tasks after the root's pass, and first when tapped; the
 * footer is never interactive and stays the server's HTML (ui/static-section), its links going
 * through the router (ui/static-links). Each page marks its own static parts and islands.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  useStaticLinks();
  const language = useRouterLanguage();
  return (
    <LanguageProvider value={language}>
      {/* First: it renders before any styled component below (the server's rules are in the page). */}
      <AdoptServerStyles />
      <HydrateApart>
        <Header />
      </HydrateApart>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LanguageSuggestion />
    </LanguageProvider>
  );
}

function PageLoading() {
  const t = useInterfaceText(layoutText);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: '60vh', display: 'grid', placeItems: 'center', color: '#6b7280' }}
    >
      {t('page.loading')}
    </div>
  );
}
