import crypto from 'node:crypto';

/**
 * Decision 027: on a phone on slow data the server's page (prerendered public page, or the admin login
 * screen) must get the network and the CPU to itself until it is on screen. Every public page
 * works without JavaScript (menus are <details>, forms post as HTML), so the app's scripts — the
 * shell's main.js and the remote's preload hints — are not in the HTML as tags, which the browser
 * would fetch at once (and Lighthouse counts every request that ended before the LCP paint into
 * its simulated LCP). They are listed in a JSON script and added by this small inline loader.
 *
 * When (docs/decisions/027-federation-start-up-and-static-css.md, "Start at the first interaction"):
 * - a page the server rendered (`at: 'input'`): after the first paint, `load` and the first sign of
 *   a reader (a scroll or a mouse moving) the loader only *prefetches* the app's files (low
 *   priority, nothing evaluated); the app itself starts at the visitor's first
 *   pointerdown/touchstart/keydown/focusin (once the frame answering it is on screen), when the tab
 *   is hidden, or at an idle moment 5 s after `load`. The tap that starts it is handled by the
 *   browser (the page works without the app); React takes the page over a moment later, keeping
 *   what was opened or typed. A visitor whose browser asks to save data (Save-Data, or a 2G
 *   connection) is sent the app's files only when they first touch the page: no prefetch, no start
 *   when idle or hidden (docs/decisions/027-federation-start-up-and-static-css.md, "Prefetch for a reader").
 * - a page the server did not render (`at: 'paint'`: the /admin login, the "Loading DDS…"
 *   placeholder): the app starts right after the first paint, as it needs the app to be useful.
 * The idle step also registers the service worker (docs/decisions/033-service-worker-rules.md), so
 * a visitor who never touches the page still gets it, and it never waits for the app.
 */

/** The id of the JSON script that tells the loader what to do ({@link AfterPaintPlan}). */
export const AFTER_PAINT_ID = 'dds-after-paint';

/** An element the loader adds to <head> when the app starts. */
export type AfterPaintElement = ['script' | 'link', Record<string, string>];

/** What the JSON script holds. */
export interface AfterPaintPlan {
  /** When the app starts: at the first interaction (idle fallback), or right after the first paint. */
  at: 'input' | 'paint';
  /** The app's start-up: the shell's entry scripts, then the remote's preload hints. */
  add: AfterPaintElement[];
  /** The service worker to register at the idle step; absent when the build has none (development). */
  sw?: string;
}

/** How long after `load` the app starts when nobody has touched the page (then at an idle moment). */
export const IDLE_START_MS = 5000;

/**
 * How many elements the loader adds in one task (decision 027, "The first tap within 200 ms"): on a
 * low-tier phone each added script or link costs ~3–5 ms (the browser starts its request at once),
 * so the 22 of the home page's start-up were one task of 75–115 ms in a tap's way.
 */
export const ELEMENTS_PER_TASK = 4;

/*
 * The first paint is the first contentful paint the browser reports (Paint Timing: the entry exists
 * only once that frame is on screen, so no request of the app can precede it; a frame-based guess,
 * requestAnimationFrame twice, ran before the paint on a busy machine). The entry is buffered, so a
 * paint made before this ran counts. Browsers without paint entries wait two frames instead; a
 * hidden tab paints nothing (background tab, prerender) and starts at once or when it is hidden;
 * and a page that never paints text counts as painted after 3 s. Safari has neither
 * requestIdleCallback nor prefetch (decision 015's browsers): it starts 5 s after load, and
 * fetches the files when it starts. ES5 on purpose: the oldest phones run it.
 *
 * Nothing of it runs long in a tap's way (decision 027, "The first tap within 200 ms"): the tap that
 * starts the app only removes the listeners and asks for a frame; the app's elements are added once
 * that frame (the browser's own answer to the tap: the <details> opened, the field focused) is on
 * screen, a few per task (`slices`). The prefetches wait for `load` (the page's own images first)
 * and a reader's sign (`reader`: nobody's data is spent on a page left unread, and a lab's page
 * load — no one scrolling — ends before them), and go in a few per idle moment; they stop when
 * the app starts, whose preloads take over — only
 * for the files whose prefetch has not finished (`inCache`, from the prefetch link's load event): a
 * preload of a file already in the HTTP cache fetches nothing and still cost ~3–8 ms of the start's
 * main thread each at the low-tier rate (decision 027, "Preloads only for what is not in the cache").
 * The entry script is always added: it is what runs.
 */
export const AFTER_PAINT_LOADER = `(function(d,w){
var plan=JSON.parse(d.getElementById('${AFTER_PAINT_ID}').textContent),started=false,painted=false,loaded=false,prefetching=false,
input=['pointerdown','touchstart','keydown','focusin'],reader=['scroll','mousemove'],noticed=false,inCache={},
net=navigator.connection,saving=plan.at==='input'&&!!net&&(net.saveData===true||/2g/.test(net.effectiveType||''));
function add(tag,attrs){var el=d.createElement(tag);for(var name in attrs)el.setAttribute(name,attrs[name]);d.head.appendChild(el);return el}
function slices(items,each,next,stop){var at=0;(function slice(){if(stop&&stop())return;
for(var n=0;n<${ELEMENTS_PER_TASK}&&at<items.length;n++)each(items[at++]);if(at<items.length)next(slice)})()}
function task(fn){setTimeout(fn,0)}
function idleTask(fn){if(w.requestIdleCallback)w.requestIdleCallback(fn,{timeout:1000});else setTimeout(fn,0)}
function listen(types,fn,on){for(var i=0;i<types.length;i++)if(on)d.addEventListener(types[i],fn,{capture:true,passive:true});else d.removeEventListener(types[i],fn,true)}
function unlisten(){listen(input,onInput);listen(reader,onReader)}
function start(){if(started)return;started=true;unlisten();
var todo=[];for(var j=0;j<plan.add.length;j++)if(plan.add[j][0]==='script'||!inCache[plan.add[j][1].href])todo.push(plan.add[j]);
slices(todo,function(e){add(e[0],e[1])},task)}
function onInput(){unlisten();requestAnimationFrame(function(){task(start)})}
function onReader(){listen(reader,onReader);noticed=true;idleTask(prefetch)}
function prefetch(){if(started||prefetching||!noticed||!painted||!loaded)return;prefetching=true;
slices(plan.add,function(e){var url=e[1].src||e[1].href;if(url)add('link',{rel:'prefetch',href:url}).onload=function(){inCache[url]=true}},idleTask,function(){return started})}
function onPaint(){if(painted)return;painted=true;if(plan.at==='paint')return start();idleTask(prefetch)}
function soon(){setTimeout(onPaint,0)}
function registerWorker(url){var sw=navigator.serviceWorker;if(!sw)return;
var first=!sw.controller,takeover=Infinity;
if(first)sw.addEventListener('controllerchange',function(){takeover=performance.now()});
sw.register(url,{scope:'/'}).then(function(){return sw.ready}).then(function(r){var worker=r.active;if(!first||!worker)return;
worker.postMessage({type:'SAVE_FIRST_VISIT',page:location.href,files:[]});
new PerformanceObserver(function(list){var files=[],entries=list.getEntries();
for(var i=0;i<entries.length;i++)if(entries[i].startTime<takeover)files.push(entries[i].name);
if(files.length)worker.postMessage({type:'SAVE_FIRST_VISIT',files:files})}).observe({type:'resource',buffered:true})
})['catch'](function(){})}
function idle(){if(!saving)start();if(plan.sw)registerWorker(plan.sw)}
function afterLoad(){loaded=true;idleTask(prefetch);
setTimeout(function(){if(w.requestIdleCallback)w.requestIdleCallback(idle,{timeout:1000});else idle()},${IDLE_START_MS})}
if(plan.at==='input'){listen(input,onInput,true);if(!saving)listen(reader,onReader,true)}
function onHidden(){if(d.visibilityState==='hidden'&&!saving)start()}
onHidden();d.addEventListener('visibilitychange',onHidden);
if(d.readyState==='complete')afterLoad();else w.addEventListener('load',afterLoad);
setTimeout(onPaint,3000);
var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();soon()}}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){requestAnimationFrame(soon)})
})(document,window);`;

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
 * index.html) out of the page and has the loader add them, then `hints`, when the app starts
 * (`at`, see above); `sw` is the service worker to register at the idle step.
 * A template without entry scripts is returned unchanged.
 */
export function loadAppAfterPaint(
  html: string,
  hints: AfterPaintElement[],
  { at, sw }: Pick<AfterPaintPlan, 'at' | 'sw'>,
): string {
  const scripts: AfterPaintElement[] = [];
  let offset = -1;
  const rest = html.replace(SCRIPT_WITH_SRC, (tag, attrs: string, found: number) => {
    if (offset < 0) offset = found;
    scripts.push(['script', attributesOf(attrs)]);
    return '';
  });
  if (!scripts.length) return html;
  // The entry first: on a slow line it is what starts the app; the hints arrive beside it.
  const plan: AfterPaintPlan = { at, add: [...scripts, ...hints], ...(sw ? { sw } : {}) };
  const loader = `<script id="${AFTER_PAINT_ID}" type="application/json">${scriptJson(plan)}</script><script>${AFTER_PAINT_LOADER}</script>`;
  return rest.slice(0, offset) + loader + rest.slice(offset);
}
