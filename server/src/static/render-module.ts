import fs from 'node:fs/promises';
import path from 'node:path';
import type { SubmittedForm } from '@dds/shared/src/routes';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import { ASSET_BASE_PLACEHOLDER } from './prerendered-page';

export interface RenderOptions {
  submittedForm?: SubmittedForm;
  content?: SiteContent;
}
export interface RenderedPage {
  head: string;
  body: string;
}

interface RenderModule {
  renderPageParts(url: string, options: RenderOptions): Promise<RenderedPage>;
}

const loaded = new Map<string, RenderModule>();

/**
 * The public-site release's own server-render module (dist/server/render-page.<hash>.js, named in
 * dist/prerender/manifest.json), so a page can be rendered at request time with what only the
 * request knows — the outcome of a form the visitor posted. The name carries a content hash: a
 * newly deployed release is loaded beside the old one on its first use, with no restart.
 * Undefined when the remote is not on this server's disk or was built without it.
 */
async function renderModule(publicSiteDist: string): Promise<{ file: string; module: RenderModule } | undefined> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(publicSiteDist, 'prerender', 'manifest.json'), 'utf8')) as { renderModule?: string };
    const name = manifest.renderModule;
    if (!name || path.basename(name) !== name) return undefined;
    const file = path.join(publicSiteDist, 'server', name);
    let module = loaded.get(file);
    if (!module) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle chosen at run time
      module = require(file) as RenderModule;
      loaded.set(file, module);
    }
    return typeof module.renderPageParts === 'function' ? { file, module } : undefined;
  } catch {
    return undefined;
  }
}

type PublicSiteConfig = { publicSiteDist: string; publicSiteUrl: string };

const withAssetBase = (config: PublicSiteConfig, page: RenderedPage): RenderedPage => ({
  head: page.head,
  body: page.body.split(ASSET_BASE_PLACEHOLDER).join(`${config.publicSiteUrl}/`),
});

/** A public page rendered now for this request (e.g. with a form's outcome); undefined if it cannot be. */
export async function renderPublicPage(config: PublicSiteConfig, url: string, options: RenderOptions): Promise<RenderedPage | undefined> {
  const loaded = await renderModule(config.publicSiteDist);
  if (!loaded) return undefined;
  return withAssetBase(config, await loaded.module.renderPageParts(url, options));
}

/**
 * Rendered pages kept per (release, content version, page): the HTML of a page changes only when
 * a new public-site release is deployed or the admin changes the content, so steady traffic is
 * served from memory and the first request after a change renders afresh.
 */
const pageCache = new Map<string, Promise<RenderedPage>>();
let cachedVersion: string | undefined;

export async function cachedPublicPage(config: PublicSiteConfig, key: string, renderPath: string, content: SiteContent): Promise<RenderedPage | undefined> {
  const loaded = await renderModule(config.publicSiteDist);
  if (!loaded) return undefined;
  const version = `${loaded.file}|${content.version}`;
  if (version !== cachedVersion) {
    pageCache.clear(); // another release or another content version: every page is stale
    cachedVersion = version;
  }
  let page = pageCache.get(key);
  if (!page) {
    page = loaded.module.renderPageParts(renderPath, { content }).then((rendered) => withAssetBase(config, rendered));
    page.catch(() => pageCache.delete(key));
    pageCache.set(key, page);
  }
  return page;
}
