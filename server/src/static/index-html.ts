import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SITE_CONTENT_SCRIPT_ID, SUBMITTED_FORM_SCRIPT_ID, type SubmittedForm } from '@dds/shared/src/routes';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import type { Config } from '../config';
import {
  ADMIN_LOGIN_STYLE,
  adminLoginHtml,
  LOGIN_NOTICE_STYLE,
  loginNoticeHtml,
  type AdminLoginPage,
} from './admin-login-page';
import { AFTER_PAINT_ID, loadAppAfterPaint, type AfterPaintElement } from './after-paint-loader';
import { readTextWhenChanged } from './file-when-changed';
import { pathLanguage } from '@dds/shared/src/language-paths';
import { notFoundPage, prerenderKey, prerenderedPage } from './prerendered-page';
import { hindiPageContent } from './hindi-page-content';

export interface RemoteEntry {
  name: 'public_site' | 'admin_panel';
  entry: string;
  /** The previous good release, loaded by the shell when this one fails in the browser. */
  fallback?: string;
}

export interface RemotesConfig {
  remotes: RemoteEntry[];
  /** API_BASE_URL: where the app sends API calls; absent = its own origin (docs/decisions/003-admin-on-its-own-host.md). */
  apiBaseUrl?: string;
}

/** What /remotes.json answers and what index.html carries inline: the deploy-time choices the browser needs. */
export function remotesConfig(config: Config): RemotesConfig {
  const remote = (name: RemoteEntry['name'], url: string, fallbackUrl: string | undefined): RemoteEntry => ({
    name,
    entry: `${url}/mf-manifest.json`,
    ...(fallbackUrl ? { fallback: `${fallbackUrl}/mf-manifest.json` } : {}),
  });
  return {
    remotes: [
      remote('public_site', config.publicSiteUrl, config.publicSiteFallbackUrl),
      remote('admin_panel', config.adminPanelUrl, config.adminPanelFallbackUrl),
    ],
    ...(config.apiBaseUrl ? { apiBaseUrl: config.apiBaseUrl } : {}),
  };
}

interface Manifest {
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The remote's manifest file as it is on disk now; its `version` keys the page answers built with it. */
export const manifestFile = (config: Config, admin: boolean) =>
  readTextWhenChanged(path.join(admin ? config.adminPanelDist : config.publicSiteDist, 'mf-manifest.json'));

function readManifest(config: Config, admin: boolean): Manifest | undefined {
  try {
    const file = manifestFile(config, admin);
    return file && (JSON.parse(file.text) as Manifest);
  } catch {
    return undefined;
  }
}

/**
 * Preload hints for the remote the first screen needs, so the browser fetches its manifest, entry
 * and exposed modules in parallel with the shell instead of one after another (the federation
 * waterfall is html → main.js → remoteEntry → exposed chunks). Read from the remote's
 * manifest on disk (re-read when it changes), so a redeployed remote gets correct hints on the next load.
 * They are added with main.js when the app starts (./after-paint-loader), not put in <head>.
 */
function preloadHints(config: Config, admin: boolean): AfterPaintElement[] {
  const baseUrl = admin ? config.adminPanelUrl : config.publicSiteUrl;
  // No hint for the manifest: the shell registers each remote by its remoteEntry.js and never
  // fetches it (shell/src/federation/remote-registry.ts, decision 032).
  const hints: AfterPaintElement[] = [['link', { rel: 'preload', href: `${baseUrl}/remoteEntry.js`, as: 'script' }]];
  // Only a remote served from this server's own disk has a manifest we can read here.
  const manifest = baseUrl.startsWith('/') ? readManifest(config, admin) : undefined;
  const exposed = manifest?.exposes ?? [];
  // A public-site release with a Layout needs it instead of its Header and Footer (shell: loadPublicChrome).
  const exposes = admin
    ? ['routes']
    : exposed.some((e) => e.name === 'Layout')
      ? ['routes', 'Layout']
      : ['routes', 'Header', 'Footer'];
  const files = new Set(exposed.filter((e) => exposes.includes(e.name)).flatMap((e) => e.assets?.js?.sync ?? []));
  for (const file of files) hints.push(['link', { rel: 'preload', href: `${baseUrl}/${file}`, as: 'script' }]);
  return hints;
}

/**
 * The shell's start-up files after main.js — its bootstrap and the chunks of the shared modules it
 * provides (react-dom, react-router, emotion…) — as its build listed them in start-up-files.json
 * (tools/build/start-up-files-plugin.js). The after-paint loader prefetches them with the rest, so
 * the first tap finds every script the start-up needs in the HTTP cache (decision 027); when the app
 * starts they are preloaded beside main.js instead of being found only once it has run. Read with
 * the shell's index.html (the same build), only when a page answer is built, not per request.
 */
function shellStartUpHints(config: Config): AfterPaintElement[] {
  const file = readTextWhenChanged(path.join(config.shellDist, 'start-up-files.json'));
  let files: unknown;
  try {
    files = file && (JSON.parse(file.text) as { files?: unknown }).files;
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  return files
    .filter((name): name is string => typeof name === 'string' && /^[\w.-]+\.js$/.test(name))
    .map((name) => ['link', { rel: 'preload', href: `/${name}`, as: 'script' }]);
}

export interface IndexRequest {
  pathname: string;
  admin: boolean;
  notFound: boolean;
  /** A page rendered for this request (a form's outcome) instead of the prerendered one. */
  page?: { head: string; body: string };
  /** The outcome of a posted form, handed to the live app with the page. */
  submittedForm?: SubmittedForm;
  /** The site content the page was rendered with, handed to the live app so it shows the same. */
  content?: SiteContent;
  /** An /admin page for a visitor without a session: the login screen in place of the placeholder. */
  adminLogin?: AdminLoginPage;
  /** A logged-in /admin page reached by a plain-form login: the success message to show once. */
  loginNotice?: string;
}

/**
 * The service worker the page registers (shell/src/service-worker/sw.ts), when this build has one:
 * production builds only — in development it would serve yesterday's files.
 */
// A stat per page answer, as for the template (./file-when-changed): a rebuilt or swapped folder is live at once.
const serviceWorkerUrl = (config: Config) =>
  fs.existsSync(path.join(config.shellDist, 'sw.js')) ? '/sw.js' : undefined;

/**
 * The content an English page carries: the courses, leaders, testimonials and prose settings without their Hindi. A language switch loads a
 * new document, so an English page never shows it, and a translated catalogue would add kilobytes of
 * Devanagari to every English page. One copy per content version (the content object is cached).
 * A Hindi page's courses carry the Hindi it shows, shipped Hindi included (./hindi-page-content).
 */
function contentForPage(content: SiteContent, language: string): SiteContent {
  if (language !== 'en') return hindiPageContent(content);
  let english = englishContent.get(content);
  if (!english) {
    const { settingsHindi: _settingsHindi, ...withoutSettingsHindi } = content;
    english = {
      ...withoutSettingsHindi,
      courses: content.courses.map(({ hindi: _hindi, ...course }) => course),
      leaders: content.leaders.map(({ hindi: _hindi, ...leader }) => leader),
      testimonials: content.testimonials.map(({ hindi: _hindi, ...testimonial }) => testimonial),
    };
    englishContent.set(content, english);
  }
  return english;
}
const englishContent = new WeakMap<SiteContent, SiteContent>();

/**
 * The content the app reads when it starts goes after the page's markup, just before the loader
 * (which starts the app, so the content is always parsed first): 17 KB of JSON in <head> came
 * before the first screen in the byte stream and pushed the page's text out of the connection's
 * first round trip (~14.6 KB on the wire: 10 TCP segments), and the browser tokenised it before it
 * could paint (docs/decisions/027-federation-start-up-and-static-css.md, "The content after the page").
 */
function beforeLoader(html: string, snippet: string): string {
  const loader = html.indexOf(`<script id="${AFTER_PAINT_ID}"`);
  if (loader >= 0) return html.slice(0, loader) + snippet + html.slice(loader);
  return html.includes('</body>') ? html.replace('</body>', () => `${snippet}</body>`) : html + snippet;
}

/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html with the remotes config inline (one round trip less), its scripts and the
 * remote's preload hints started by the inline loader (./after-paint-loader), and for public pages the prerendered page
 * in place of the loading placeholder.
 */
export async function renderIndexHtml(
  config: Config,
  template: string,
  request: IndexRequest,
): Promise<{ html: string; etag: string }> {
  const language = pathLanguage(request.pathname);
  const head = [
    `<script id="dds-remotes" type="application/json">${scriptJson(remotesConfig(config))}</script>`,
    ...(request.submittedForm
      ? [
          `<script id="${SUBMITTED_FORM_SCRIPT_ID}" type="application/json">${scriptJson(request.submittedForm)}</script>`,
        ]
      : []),
  ].join('');
  let html = template.includes('</head>') ? template.replace('</head>', `${head}</head>`) : head + template;
  const page = request.admin
    ? undefined
    : (request.page ??
      (await prerenderedPage(
        config.publicSiteDist,
        config.publicSiteUrl,
        request.notFound ? notFoundPage(language).key : prerenderKey(request.pathname),
      )));
  // A page the server rendered works without the app: it starts at the first interaction. The
  // /admin login and the "Loading DDS…" placeholder need the app: it starts after the first paint.
  html = loadAppAfterPaint(html, [...preloadHints(config, request.admin), ...shellStartUpHints(config)], {
    at: page ? 'input' : 'paint',
    sw: serviceWorkerUrl(config),
  });
  if (request.content)
    html = beforeLoader(
      html,
      `<script id="${SITE_CONTENT_SCRIPT_ID}" type="application/json">${scriptJson(contentForPage(request.content, language))}</script>`,
    );
  if (request.admin && request.adminLogin) {
    const login = adminLoginHtml(request.pathname, request.adminLogin);
    html = html
      .replace(/<dds-boot>[\s\S]*?<\/dds-boot>/, () => login)
      .replace('</head>', () => `${ADMIN_LOGIN_STYLE}</head>`);
  } else if (request.admin && request.loginNotice) {
    const notice = loginNoticeHtml(request.loginNotice);
    html = html
      .replace('<dds-boot>', () => `<dds-boot>${notice}`)
      .replace('</head>', () => `${LOGIN_NOTICE_STYLE}</head>`);
  }
  if (!request.admin) {
    // The document's language: screen readers, the browser's translate offer and search engines read it.
    // The built template is minified (`<html lang=en>`): any attribute quoting.
    if (language !== 'en')
      html = html.replace(/<html\b[^>]*>/, (tag) =>
        /\blang=/.test(tag)
          ? tag.replace(/\blang=(?:"[^"]*"|'[^']*'|[^\s>]+)/, `lang="${language}"`)
          : tag.replace('<html', `<html lang="${language}"`),
      );
    if (page) {
      html = html.replace(/<dds-boot>[\s\S]*?<\/dds-boot>/, () => page.body);
      // The page's own title and description replace the generic ones (search engines, link previews).
      if (page.head)
        html = html
          .replace(/<title>[\s\S]*?<\/title>/, '')
          .replace(/<meta name=["']?description["']?[^>]*>/, '')
          .replace('</head>', () => `${page.head}</head>`);
    }
  }
  const etag = `W/"${crypto.createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`;
  return { html, etag };
}
