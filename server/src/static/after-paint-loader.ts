import crypto from 'node:crypto';

/**
 * Issue 14: on a phone on slow data the server's page (prerendered public page, or the admin login
 * screen) must get the network and the CPU to itself until it is on screen. Every public page
 * works without JavaScript (menus are <details>, forms post as HTML), so the app's scripts — the
 * shell's main.js and the remote's preload hints — are not in the HTML as tags, which the browser
 * would fetch at once (and Lighthouse counts every request that ended before the LCP paint into
 * its simulated LCP). They are listed in a JSON script and added by this small inline loader
 * after the first frame has been painted.
 */

/** The id of the JSON script that lists the elements the loader adds: `[tag, attributes][]`. */
export const AFTER_PAINT_ID = 'dds-after-paint';

/** An element the loader adds to <head> once the page is painted. */
export type AfterPaintElement = ['script' | 'link', Record<string, string>];

/*
 * Starts once the browser reports the first contentful paint (Paint Timing: the entry exists only
 * once that frame is on screen, so no request of the app can precede it; a frame-based guess,
 * requestAnimationFrame twice, ran before the paint on a busy machine). The entry is buffered, so a
 * paint made before this ran counts. Browsers without paint entries wait two frames instead; a
 * hidden tab paints nothing (background tab, prerender) and starts at once or when it is hidden;
 * and a page that never paints text still starts after 3 s. ES5 on purpose: the oldest phones run it.
 */
export const AFTER_PAINT_LOADER = `(function(d,w){var started=false;function start(){if(started)return;started=true;var list=JSON.parse(d.getElementById('${AFTER_PAINT_ID}').textContent);for(var i=0;i<list.length;i++){var el=d.createElement(list[i][0]),attrs=list[i][1];for(var name in attrs)el.setAttribute(name,attrs[name]);d.head.appendChild(el)}}function soon(){setTimeout(start,0)}if(d.visibilityState==='hidden')return start();d.addEventListener('visibilitychange',start);setTimeout(start,3000);var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();soon()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(soon)})})(document,window);`;

/** The Content-Security-Policy source that lets exactly this inline loader run (script-src stays 'self'). */
export const AFTER_PAINT_LOADER_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const SCRIPT_WITH_SRC = /<script\b([^>]*\bsrc\s*=[^>]*)>\s*<\/script>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const decodeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, dq, sq, bare] of source.matchAll(ATTRIBUTE)) {
    // `defer` means nothing on an added script (added scripts never block the parser).
    if (name && name.toLowerCase() !== 'defer') attrs[name.toLowerCase()] = decodeAttr(dq ?? sq ?? bare ?? '');
  }
  return attrs;
}

/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Takes the shell's entry scripts (the `<script src>` tags html-webpack-plugin wrote into
 * index.html) out of the page and has the loader add them, after `hints`, once the page is painted.
 * A template without entry scripts is returned unchanged.
 */
export function loadAppAfterPaint(html: string, hints: AfterPaintElement[]): string {
  const scripts: AfterPaintElement[] = [];
  let at = -1;
  const rest = html.replace(SCRIPT_WITH_SRC, (tag, attrs: string, offset: number) => {
    if (at < 0) at = offset;
    scripts.push(['script', attributesOf(attrs)]);
    return '';
  });
  if (!scripts.length) return html;
  // The entry first: on a slow line it is what starts the app; the hints arrive beside it.
  const elements = [...scripts, ...hints];
  const loader = `<script id="${AFTER_PAINT_ID}" type="application/json">${scriptJson(elements)}</script><script>${AFTER_PAINT_LOADER}</script>`;
  return rest.slice(0, at) + loader + rest.slice(at);
}
