import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { canonicalPath } from '@dds/shared/routes';
import { pathLanguage, stripLanguage } from '@dds/shared/language-paths';

/**
 * The links in the parts of a page that stay the server's HTML (ui/static-section) are plain
 * `<a href>`s: React never took them over, so a click would load the next page from the server.
 * This one listener hands a click on a link to one of the public pages to the app's router
 * instead, as the `<Link>` it was rendered from would have (Astro's client router and Turbo do the
 * same for the whole document). Anything a `<Link>` leaves to the browser is left to it here:
 * another tab or window (a modifier key, a middle click, `target`), a download, another site, a
 * file such as /sitemap.xml, a jump within the same page (`#…`).
 */
export function useStaticLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link?.closest('[data-static]') || (link.target && link.target !== '_self') || link.hasAttribute('download'))
        return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || canonicalPath(stripLanguage(url.pathname)) === undefined) return;
      // The other language's page (the language switch) is a new document: the router has one basename.
      if (pathLanguage(url.pathname) !== pathLanguage(window.location.pathname)) return;
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      // The router adds a Hindi page's /hi itself (its basename).
      navigate(stripLanguage(url.pathname) + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
