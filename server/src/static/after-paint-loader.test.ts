import vm from 'node:vm';
import { AFTER_PAINT_ID, AFTER_PAINT_LOADER, loadAppAfterPaint, type AfterPaintElement } from './after-paint-loader';

const TEMPLATE =
  '<!doctype html><html><head><title>DDS</title></head><body><div id=root>page</div><script defer src=/main.1a2b3c4d.js></script></body></html>';
const HINT: AfterPaintElement = ['link', { rel: 'preload', href: '/remotes/public-site/remoteEntry.js', as: 'script' }];

const listIn = (html: string) =>
  JSON.parse(
    new RegExp(`<script id="${AFTER_PAINT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!,
  ) as AfterPaintElement[];

describe('loadAppAfterPaint', () => {
  it('takes the entry script out of the HTML and lists it, then the hints, for the loader, where the script was', () => {
    const html = loadAppAfterPaint(TEMPLATE, [HINT]);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(listIn(html)).toEqual([['script', { src: '/main.1a2b3c4d.js' }], HINT]);
    expect(html).toContain(`<div id=root>page</div><script id="${AFTER_PAINT_ID}"`);
    expect(html).toContain(`<script>${AFTER_PAINT_LOADER}</script></body>`);
  });

  it('keeps the attributes of quoted, several and module scripts (except defer)', () => {
    const html = loadAppAfterPaint(
      '<body><script defer="defer" src="/a.js?x=1&amp;y=2"></script><script type=module src=\'/b.js\' crossorigin></script></body>',
      [],
    );
    expect(listIn(html)).toEqual([
      ['script', { src: '/a.js?x=1&y=2' }],
      ['script', { type: 'module', src: '/b.js', crossorigin: '' }],
    ]);
  });

  it('leaves a template without entry scripts (and inline JSON) alone', () => {
    const page = '<head><script id="dds-remotes" type="application/json">{}</script></head><body>x</body>';
    expect(loadAppAfterPaint(page, [HINT])).toBe(page);
  });

  it('cannot be closed early by a URL in the list', () => {
    const html = loadAppAfterPaint(TEMPLATE, [
      ['link', { rel: 'preload', href: '/x</script><script>alert(1)//', as: 'script' }],
    ]);
    expect(listIn(html)[1]![1].href).toBe('/x</script><script>alert(1)//');
  });
});

/** Runs the loader in a small fake browser; `paintTypes` is what PerformanceObserver supports. */
function runLoader({ hidden = false, paintTypes = ['paint'] }: { hidden?: boolean; paintTypes?: string[] } = {}) {
  const added: Array<{ tag: string; attrs: Record<string, string> }> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const frames: Array<() => void> = [];
  const listeners: Record<string, () => void> = {};
  let observer: { callback: (list: unknown, o: unknown) => void; options: unknown; disconnected: boolean } | undefined;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    getElementById: (id: string) =>
      id === AFTER_PAINT_ID ? { textContent: JSON.stringify([['script', { src: '/main.js' }], HINT]) } : null,
    createElement: (tag: string) => {
      const el = {
        tag,
        attrs: {} as Record<string, string>,
        setAttribute: (k: string, v: string) => (el.attrs[k] = v),
      };
      return el;
    },
    head: {
      appendChild: (el: { tag: string; attrs: Record<string, string> }) => added.push({ tag: el.tag, attrs: el.attrs }),
    },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTypes;
    constructor(callback: (list: unknown, o: unknown) => void) {
      observer = { callback, options: undefined, disconnected: false };
    }
    observe(options: unknown) {
      observer!.options = options;
    }
    disconnect() {
      observer!.disconnected = true;
    }
  }
  const window = { PerformanceObserver };
  vm.runInNewContext(AFTER_PAINT_LOADER, {
    document,
    window,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  /** Runs the timers due by `upTo` ms (in the order they were set); later ones stay. */
  const runTimers = (upTo: number) => {
    const due = timers.filter((t) => t.ms <= upTo);
    for (const t of due) timers.splice(timers.indexOf(t), 1);
    for (const t of due) t.fn();
  };
  const paint = (name: string) =>
    observer!.callback(
      { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
      { disconnect: () => (observer!.disconnected = true) },
    );
  return { added, timers, frames, listeners, runTimers, paint, observer: () => observer };
}

describe('the after-paint loader', () => {
  it('adds nothing until the first contentful paint is reported, then the entry script and the hints, once', () => {
    const b = runLoader();
    expect(b.observer()!.options).toEqual({ type: 'paint', buffered: true });
    b.runTimers(0);
    expect(b.added).toEqual([]);
    b.paint('first-paint');
    b.runTimers(0);
    expect(b.added).toEqual([]);
    b.paint('first-contentful-paint');
    expect(b.added).toEqual([]);
    b.runTimers(0);
    expect(b.added).toEqual([
      { tag: 'script', attrs: { src: '/main.js' } },
      { tag: 'link', attrs: HINT[1] },
    ]);
    b.listeners.visibilitychange!();
    b.runTimers(3000);
    expect(b.added).toHaveLength(2);
  });

  it('in a hidden tab (no frames are painted) starts at once', () => {
    const b = runLoader({ hidden: true });
    expect(b.added.map((e) => e.tag)).toEqual(['script', 'link']);
  });

  it('starts when the tab is hidden before it painted', () => {
    const b = runLoader();
    b.listeners.visibilitychange!();
    expect(b.added).toHaveLength(2);
  });

  it('without paint entries waits two frames', () => {
    const b = runLoader({ paintTypes: [] });
    expect(b.observer()).toBeUndefined();
    b.frames.shift()!();
    b.runTimers(0);
    expect(b.added).toEqual([]);
    b.frames.shift()!();
    b.runTimers(0);
    expect(b.added).toHaveLength(2);
  });

  it('starts after 3 s if the page never paints text', () => {
    const b = runLoader();
    b.runTimers(2999);
    expect(b.added).toEqual([]);
    b.runTimers(3000);
    expect(b.added).toHaveLength(2);
  });
});
