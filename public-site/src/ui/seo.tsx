import { useLocation } from 'react-router-dom';
import { canonicalPath, SHARE_IMAGE } from '@dds/shared/routes';
import { languagePath } from '@dds/shared/language-paths';
import { siteIconUrl } from '@dds/shared/schemas/site-images';
import { useLanguage } from '../content/language';
import { useSiteContent } from '../content/site-content';
import { site } from '../content/site';
import { siteUrl } from '../features/seo/json-ld';
import { useInterfaceText } from '../i18n/interface-text';
import { uiText } from './ui-text';

/**
 * A page's <head>: its title and description, the canonical address search engines should index
 * (docs/contract.md §2's spelling, whichever spelling was asked for), and the Open Graph / Twitter card
 * tags a shared link's preview is made of (docs/decisions/017-search-and-sharing.md). The
 * institute's name comes from Settings (the page title ends with it; "DDS" until it is set), so
 * every tag follows a change at the next load. React 19 hoists these into <head> and swaps them
 * on every client-side navigation, so the address a phone's Share button takes stays this page's.
 * `indexable={false}` (the not-found page): no canonical address, nothing to share.
 * Every indexable page names its English and Hindi addresses (`hreflang`, x-default = English) so a
 * search engine shows each visitor the page in their language (docs/decisions/026-hindi.md).
 */
export function Seo({
  title,
  description,
  indexable = true,
}: {
  title: string;
  description: string;
  indexable?: boolean;
}) {
  const { settings, origin, images } = useSiteContent();
  const { pathname } = useLocation();
  const language = useLanguage();
  const t = useInterfaceText(uiText);
  // The router's path (a Hindi page's /hi is its basename): the same page's address in each language.
  const path = indexable ? canonicalPath(pathname) : undefined;
  const siteName = settings.instituteName || site.name;
  const urlIn = (lang: 'en' | 'hi') => (path === undefined ? undefined : siteUrl(origin, languagePath(lang, path)));
  const url = urlIn(language);
  // The uploaded logo's card names its upload (`?v=`): WhatsApp keeps a card by its URL.
  const image = siteUrl(origin, images?.logo ? siteIconUrl('share-card.png', images.logo) : SHARE_IMAGE.path);
  return (
    <>
      <title>{`${title} | ${settings.instituteName || site.shortName}`}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {url && <link rel="alternate" hrefLang="en" href={urlIn('en')} />}
      {url && <link rel="alternate" hrefLang="hi" href={urlIn('hi')} />}
      {url && <link rel="alternate" hrefLang="x-default" href={urlIn('en')} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={language === 'hi' ? 'hi_IN' : 'en_IN'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SHARE_IMAGE.type} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={t('logo.alt', { name: siteName })} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
