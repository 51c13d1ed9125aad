import fs from 'node:fs/promises';
import path from 'node:path';
import type { SubmittedForm } from '@dds/shared/src/routes';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import { withAssetBase } from './prerendered-page';
import { RenderWorker, type RenderedParts } from './render-worker';

export interface RenderOptions {
  submittedForm?: SubmittedForm;
  content?: SiteContent;
}
export type RenderedPage = RenderedParts;

/**
 * The public-site release's own server-render module (server/render-page.<hash>.js, named in its
 * prerender/manifest.json), so a page can be rendered at request time with what only the request
 * knows — the current site content, the outcome of a form the visitor posted. Each release lives
 * in its own folder, so its module is loaded by its own path beside any other release's.
 * Undefined when the remote is not on this server's disk or was built without it.
 */
async function renderModuleFile(publicSiteDist: string): Promise<string | undefined> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(publicSiteDist, 'prerender', 'manifest.json'), 'utf8')) as {
      renderModule?: string;
    };
    const name = manifest.renderModule;
    if (!name || path.basename(name) !== name) return undefined;
    const file = path.join(publicSiteDist, 'server', name);
    await fs.access(file);
    return file;
  } catch {
    return undefined;
  }
}

type PublicSiteConfig = { publicSiteDist: string; publicSiteUrl: string; renderBudgetMs: number };

let worker: RenderWorker | undefined;
const renderer = () => (worker ??= new RenderWorker());

/** Ends the render thread (the app's onClose). */
export async function stopRenderWorker(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.stop();
}

/** A public page rendered now for this request (e.g. with a form's outcome); undefined if it cannot be. */
export async function renderPublicPage(
  config: PublicSiteConfig,
  url: string,
  options: RenderOptions,
): Promise<RenderedPage | undefined> {
  const file = await renderModuleFile(config.publicSiteDist);
  if (!file) return undefined;
  return withAssetBase(await renderer().render({ file, url, options }, config.renderBudgetMs), config.publicSiteUrl);
}

/**
 * Rendered pages kept per (release, content version, page): the HTML of a page changes only when
 * another public-site release is served or the admin changes the content, so steady traffic is
 * served from memory and the first request after a change renders afresh. A few releases may be
 * served at once (live, a canary, an admin's tried one), each with its own pages.
 * A page may show a form's outcome that holds nothing of the visitor (`submittedForm`, e.g. the
 * `?sent=` page): `key` must then name it too.
 */
const pageCaches = new Map<string, Map<string, Promise<RenderedPage>>>();
const CACHED_RELEASES = 4;
/** Routes × query variants × form outcomes are a few hundred at most; past this the oldest goes. */
const CACHED_PAGES = 500;

export async function cachedPublicPage(
  config: PublicSiteConfig,
  key: string,
  renderPath: string,
  content: SiteContent,
  submittedForm?: SubmittedForm,
): Promise<RenderedPage | undefined> {
  const file = await renderModuleFile(config.publicSiteDist);
  if (!file) return undefined;
  const version = `${file}|${config.publicSiteUrl}|${content.version}`;
  let pages = pageCaches.get(version);
  if (!pages) {
    // Another content version of the same release makes its pages stale; other releases stay.
    for (const cached of pageCaches.keys())
      if (cached.startsWith(`${file}|${config.publicSiteUrl}|`)) pageCaches.delete(cached);
    if (pageCaches.size >= CACHED_RELEASES) pageCaches.delete(pageCaches.keys().next().value!);
    pages = new Map();
    pageCaches.set(version, pages);
  }
  let page = pages.get(key);
  if (!page) {
    if (pages.size >= CACHED_PAGES) pages.delete(pages.keys().next().value!);
    page = renderer()
      .render({ file, url: renderPath, options: { content, submittedForm } }, config.renderBudgetMs)
      .then((rendered) => withAssetBase(rendered, config.publicSiteUrl));
    const kept = pages;
    page.catch(() => kept.delete(key));
    pages.set(key, page);
  }
  return page;
}
