import { createContext, useContext } from 'react';
import { SITE_CONTENT_SCRIPT_ID } from '@dds/shared/routes';
import type { SiteContent, SiteSettings } from '@dds/shared/schemas';
import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas/site-content-empty';
import {
  defaultSiteText,
  resolveSiteText,
  shippedSiteTextVersion,
  siteTextFallbacks,
  type SiteText,
  type SiteTextOverrides,
} from '@dds/shared/schemas/site-text-core';
import { useLanguage } from './language';
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

/** The institute's name as set in Settings, else the group's name of docs/contract.md §2. */
export const useInstituteName = () => useSiteSettings().instituteName || site.name;

// One resolved tree per texts object, language and set of shipped sections: the page's content is one
// object for its whole life, but a page the visitor opens in the app adds its sections of the shipped
// English as its code arrives (shared/src/schemas/site-text-core.ts; decision 027, "The site texts per page").
interface Resolved {
  tree: SiteText;
  /** The texts shown in English on a page in another language (their translation is missing). */
  english: Set<string>;
}
const resolved = new WeakMap<SiteTextOverrides, Partial<Record<string, Resolved>>>();
const NOTHING_SAVED: SiteTextOverrides = {};

function useResolved(): Resolved {
  const texts = useContext(SiteContentContext).texts ?? NOTHING_SAVED;
  const language = useLanguage();
  const perLanguage = resolved.get(texts) ?? {};
  resolved.set(texts, perLanguage);
  return (perLanguage[`${language} ${shippedSiteTextVersion()}`] ??= {
    tree: resolveSiteText(texts, language),
    english: new Set([...siteTextFallbacks(texts, language)].map((key) => valueOf(texts, key))),
  });
}
const valueOf = (texts: SiteTextOverrides, key: string) => texts.en?.[key] ?? defaultSiteText(key) ?? '';

/**
 * Every text of the public site in the page's language (useLanguage: `/hi` pages are Hindi): the
 * owner's words where saved (Site text in the admin panel), the shipped ones elsewhere, English
 * where a Hindi text is missing. They arrive with the page's content, in the server's HTML and the
 * JSON beside it, so there is no request of their own (docs/decisions/021-site-text.md, 026-hindi.md).
 */
export function useSiteText(): SiteText {
  return useResolved().tree;
}

/**
 * `lang` for an element showing a site text: "en" when the text is English standing in for a
 * missing Hindi one (a screen reader then reads it in English, and the browser hyphenates and
 * picks the font as English), else nothing — the element inherits the page's language.
 *
 * It takes the text itself, not its key: a page writes `lang={textLang(texts.home.hero.headline)}`
 * beside the text it already shows, with no second name for it to keep in step. A Hindi text can
 * never equal a fallen-back English one unless the owner typed English into the Hindi field —
 * and then "en" is right anyway.
 */
export function useTextLang(): (text: string) => 'en' | undefined {
  const { english } = useResolved();
  return (text) => (english.has(text) ? 'en' : undefined);
}
