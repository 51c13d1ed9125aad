/**
 * The page the service worker answers when a page is asked for while offline and was never saved
 * on this phone. Built from what the cache already holds: the pages visited before (their titles)
 * and the institute's phone number and name from the newest saved page (the site content the
 * server puts in every public page, so an admin's change reaches it on the next online visit).
 */
import { SITE_CONTENT_SCRIPT_ID } from '@dds/shared/routes';

export interface SavedPage {
  url: string;
  title: string;
}

export interface OfflineDetails {
  pages: SavedPage[];
  phone?: string;
  instituteName?: string;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const decodeEntities = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The <title> of a saved page, without the site's suffix. */
export function pageTitle(html: string): string | undefined {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  // Every page's title ends in "| <the institute's name>" ("DDS" until Settings has one); the
  // offline page names the institute already.
  return title ? decodeEntities(title).replace(/\s+\|\s+[^|]+$/, '') : undefined;
}

/** Phone and name from the site content JSON a public page carries (server/src/static/index-html.ts). */
export function contactFrom(html: string): Pick<OfflineDetails, 'phone' | 'instituteName'> {
  const json = new RegExp(`<script id="${SITE_CONTENT_SCRIPT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  if (!json) return {};
  try {
    const settings = (JSON.parse(json) as { settings?: { phone?: unknown; instituteName?: unknown } }).settings;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    return { phone: text(settings?.phone), instituteName: text(settings?.instituteName) };
  } catch {
    return {};
  }
}

/** `tel:` link of an Indian number typed with or without +91 (as the footer links it). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? `tel:+91${digits.slice(-10)}` : undefined;
}

/**
 * The offline page: the site's colours, plain HTML and inline CSS (nothing else may be cached; an
 * empty icon, or the browser would ask the network for /favicon.ico).
 */
export function offlinePageHtml({ pages, phone, instituteName }: OfflineDetails): string {
  const name = instituteName ?? 'DDS Group of Institutions';
  const tel = phone ? telHref(phone) : undefined;
  const list = pages.length
    ? `<h2>Pages saved on this phone</h2><ul>${pages.map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a></li>`).join('')}</ul>`
    : '';
  const call =
    phone && tel
      ? `<p class="call">To talk to us now, call <a href="${escapeHtml(tel)}">${escapeHtml(phone)}</a>.</p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#b91c1c">
<link rel="icon" href="data:,">
<title>You are offline — ${escapeHtml(name)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#fff;line-height:1.5}
header{background:#b91c1c;color:#fff;padding:14px 20px;font-weight:700;font-size:1.15rem}
main{max-width:40rem;margin:0 auto;padding:24px 20px 48px}
h1{color:#7f1d1d;font-size:1.6rem;margin:0 0 8px}
h2{font-size:1.1rem;margin:28px 0 8px}
ul{padding:0;list-style:none;margin:0}
li{border-bottom:1px solid #fee2e2}
li a{display:block;padding:12px 4px;color:#b91c1c;font-weight:600;text-decoration:none;min-height:24px}
li a:hover,li a:focus{text-decoration:underline}
.retry{display:inline-block;margin-top:12px;background:#b91c1c;color:#fff;padding:12px 20px;border-radius:8px;font-weight:700;text-decoration:none}
.retry:focus{outline:3px solid #450a0a;outline-offset:2px}
.call{margin-top:28px;padding:14px 16px;background:#fee2e2;border-radius:8px}
.call a{color:#7f1d1d;font-weight:700}
</style>
</head>
<body>
<header>${escapeHtml(name)}</header>
<main>
<h1>You are offline</h1>
<p>This page is not saved on this phone yet. Please check your internet connection and try again.</p>
<a class="retry" href="">Try again</a>
${list}
${call}
</main>
</body>
</html>`;
}
