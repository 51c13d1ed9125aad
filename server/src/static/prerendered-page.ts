import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteLanguage } from '@dds/shared/src/schemas/language';

/**
 * The public-site build prerenders its pages (dist/prerender/manifest.json maps each lowercase path
 * to an HTML fragment). Sending that inside index.html lets a phone on slow data see the page
 * before any JavaScript arrives; the shell then renders the live page over it.
 * Asset URLs in the fragments carry a placeholder for wherever the remote is deployed.
 */
export const ASSET_BASE_PLACEHOLDER = '__DDS_PUBLIC_SITE_URL__/';
export const NOT_FOUND_KEY = '*';

/** The not-found page's key and the path it is rendered from, per language (decision 026). */
export function notFoundPage(language: SiteLanguage): { key: string; renderPath: string } {
  return language === 'hi'
    ? { key: '/hi/*', renderPath: '/hi/this-page-does-not-exist' }
    : { key: NOT_FOUND_KEY, renderPath: '/this-page-does-not-exist' };
}

interface PrerenderManifest {
  routes: Record<string, string>;
  /** The page's <title> and description, for <head>. */
  heads?: Record<string, string>;
}

export interface PrerenderedPage {
  body: string;
  head: string | undefined;
}

/**
 * The page with its asset URLs pointing where the remote is served: in the body (images) and in
 * the head (a Hindi page's font preload and the @font-face in its styles, decision 026 §5).
 */
export function withAssetBase<Page extends { body: string; head: string | undefined }>(
  page: Page,
  publicSiteUrl: string,
): Page {
  const based = (html: string) => html.split(ASSET_BASE_PLACEHOLDER).join(`${publicSiteUrl}/`);
  return { ...page, body: based(page.body), head: page.head === undefined ? undefined : based(page.head) };
}

/** Reads a file named by the manifest: only plain names, never a path out of the folder. */
async function readListed(dir: string, file: string | undefined): Promise<string | undefined> {
  if (!file || path.basename(file) !== file) return undefined;
  return fs.readFile(path.join(dir, file), 'utf8');
}

export async function prerenderedPage(
  publicSiteDist: string,
  publicSiteUrl: string,
  key: string,
): Promise<PrerenderedPage | undefined> {
  const dir = path.join(publicSiteDist, 'prerender');
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as PrerenderManifest;
    const body = await readListed(dir, manifest.routes[key]);
    if (body === undefined) return undefined;
    const head = await readListed(dir, manifest.heads?.[key]).catch(() => undefined);
    return withAssetBase({ body, head }, publicSiteUrl);
  } catch {
    return undefined; // no prerendered pages (e.g. a remote built without them): the shell renders alone
  }
}

/** Route key for a request path: lowercase, no trailing slash, '/' for the home page. */
export function prerenderKey(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}
