import { createContext, useContext } from 'react';
import { SITE_CONTENT_SCRIPT_ID } from '@dds/shared/routes';
import type { SiteContent, SiteSettings } from '@dds/shared/schemas';
import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas/site-content-empty';
import { resolveSiteText, type SiteText, type SiteTextOverrides } from '@dds/shared/schemas/site-text';
import { site } from './site';

/**
 * What the institute keeps up to date in the admin panel (contact details, UPI payee, …). The
 * server renders each page with the current content and puts the same content in the page as
 * JSON, so the live app shows exactly what the server's HTML showed — no rebuild for a change.
 */
function contentOfThisPage(): SiteContent {
  if (typeof document === 'undefined') return EMPTY_SITE_CONTENT;
  const script = document.getElementById(SITE_CONTENT_SCRIPT_ID);
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as SiteContent) : EMPTY_SITE_CONTENT;
  } catch {
    return EMPTY_SITE_CONTENT;
  }
}

const SiteContentContext = createContext<SiteContent>(contentOfThisPage());

/** The server-side render passes the content down this; in the browser it comes from the page. */
export const SiteContentProvider = SiteContentContext.Provider;

export const useSiteContent = () => useContext(SiteContentContext);
export const useSiteSettings = (): SiteSettings => useContext(SiteContentContext).settings;

/** The institute's name as set in Settings, else the group's name of SPEC.md §2. */
export const useInstituteName = () => useSiteSettings().instituteName || site.name;

// One resolved tree per texts object (the page's content is one object for its whole life).
const resolved = new WeakMap<SiteTextOverrides, SiteText>();

/**
 * Every text of the public site: the owner's words where saved (Site text in the admin panel),
 * the shipped ones elsewhere. They arrive with the page's content, in the server's HTML and the
 * JSON beside it, so there is no request of their own (docs/decisions/021-site-text.md).
 */
export function useSiteText(): SiteText {
  const { texts } = useContext(SiteContentContext);
  if (!texts) return resolveSiteText(undefined);
  let tree = resolved.get(texts);
  if (!tree) resolved.set(texts, (tree = resolveSiteText(texts)));
  return tree;
}
