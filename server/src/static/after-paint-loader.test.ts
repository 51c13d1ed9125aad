import vm from 'node:vm';
import {
  AFTER_PAINT_ID,
  AFTER_PAINT_LOADER,
  ELEMENTS_PER_TASK,
  IDLE_START_MS,
  loadAppAfterPaint,
  type AfterPaintElement,
  type AfterPaintPlan,
} from './after-paint-loader';

const TEMPLATE =
  '<!doctype html><html><head><title>DDS</title></head><body><div id=root>page</div><script defer src=/main.1a2b3c4d.js></script></body></html>';
const HINT: AfterPaintElement = ['link', { rel: 'preload', href: '/remotes/public-site/remoteEntry.js', as: 'script' }];

const planIn = (html: string) =>
  JSON.parse(
    new RegExp(`<script id="${AFTER_PAINT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!,
  ) as AfterPaintPlan;

describe('loadAppAfterPaint', () => {
  it('takes the entry script out of the HTML and lists it, then the hints, for the loader, where the script was', () => {
    const html = loadAppAfterPaint(TEMPLATE, [HINT], { at: 'input', sw: '/sw.js' });
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(planIn(html)).toEqual({ at: 'input', add: [['script', { src: '/main.1a2b3c4d.js' }], HINT], sw: '/sw.js' });
    expect(html).toContain(`<div id=root>page</div><script id="${AFTER_PAINT_ID}"`);
    expect(html).toContain(`<script>${AFTER_PAINT_LOADER}</script></body>`);
  });

  it('keeps the attributes of quoted, several and module scripts (except defer); no service worker when there is none', () => {
    const html = loadAppAfterPaint(
      '<body><script defer="defer" src="/a.js?x=1&amp;y=2"></script><script type=module src=\'/b.js\' crossorigin></script></body>',
      [],
      { at: 'paint' },
    );
    expect(planIn(html)).toEqual({
      at: 'paint',
      add: [
        ['script', { src: '/a.js?x=1&y=2' }],
        ['script', { type: 'module', src: '/b.js', crossorigin: '' }],
      ],
    });
  });

  it('leaves a template without entry scripts (and inline JSON) alone', () => {
    const page = '<head><script id="dds-remotes" type="application/json">{}</script></head><body>x</body>';
    expect(loadAppAfterPaint(page, [HINT], { at: 'input' })).toBe(page);
  });

  it('cannot be closed early by a URL in the list', () => {
    const html = loadAppAfterPaint(
      TEMPLATE,
      [['link', { rel: 'preload', href: '/x</script><script>alert(1)//', as: 'script' }]],
      { at: 'input' },
    );
    expect(planIn(html).add[1]![1].href).toBe('/x</script><script>alert(1)//');
  });
});

type Listener = () => void;

/** The remote's entry, then more preload hints of the start-up's chunks. */
const hintList = (n: number): AfterPaintElement[] => [
  HINT,
  ...Array.from({ length: n - 1 }, (_, i): AfterPaintElement => [
    'link',
    { rel: 'preload', href: `/${i}.js`, as: 'script' },
  ]),
];
interface Options {
  at?: AfterPaintPlan['at'];
  sw?: string;
  hidden?: boolean;
  /** What PerformanceObserver supports. */
  paintTypes?: string[];
  /** Whether the browser has requestIdleCallback (Safari has not). */
  idleCallbacks?: boolean;
  /** Whether the page has a service worker already (a repeat visit). */
  controlled?: boolean;
  /** How many preload hints follow the entry script (the home page has ~20). */
  hints?: number;
  /** What `navigator.connection` says (absent where the browser has no Network Information API). */
  connection?: { saveData?: boolean; effectiveType?: string };
}

/**
 * Runs the loader in a small fake browser. Timers run only when asked (`runTimers`), in the order
 * they were set; document listeners are kept with their capture flag, as the browser keeps them.
 */
function runLoader({
  at = 'input',
  sw,
  hidden = false,
  paintTypes = ['paint', 'resource'],
  idleCallbacks = true,
  controlled = false,
  hints = 1,
  connection,
}: Options = {}) {
  const added: Array<{ tag: string; attrs: Record<string, string> }> = [];
  /** The elements themselves (the page's own load events fire on them). */
  const elements: Array<{ tag: string; attrs: Record<string, string>; onload?: Listener }> = [];
  const timers: Array<{ fn: Listener; ms: number }> = [];
  const idle: Array<{ fn: Listener; options: unknown }> = [];
  const frames: Listener[] = [];
  const listeners: Array<{ type: string; fn: Listener; capture: boolean; passive: boolean }> = [];
  const windowListeners: Record<string, Listener> = {};
  const messages: unknown[] = [];
  const registered: unknown[] = [];
  const observers: Array<{ callback: (list: unknown, o: unknown) => void; options?: { type: string } }> = [];
  const plan: AfterPaintPlan = {
    at,
    add: [['script', { src: '/main.js' }], ...hintList(hints)],
    ...(sw ? { sw } : {}),
  };
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    readyState: 'interactive',
    getElementById: (id: string) => (id === AFTER_PAINT_ID ? { textContent: JSON.stringify(plan) } : null),
    createElement: (tag: string) => {
      const el = {
        tag,
        attrs: {} as Record<string, string>,
        setAttribute: (k: string, v: string) => (el.attrs[k] = v),
      };
      return el;
    },
    head: {
      appendChild: (el: (typeof elements)[number]) => {
        elements.push(el);
        added.push({ tag: el.tag, attrs: el.attrs });
      },
    },
    addEventListener: (type: string, fn: Listener, options?: boolean | { capture?: boolean; passive?: boolean }) =>
      listeners.push({
        type,
        fn,
        capture: typeof options === 'object' ? !!options.capture : !!options,
        passive: typeof options === 'object' && !!options.passive,
      }),
    removeEventListener: (type: string, fn: Listener, options?: boolean | { capture?: boolean }) => {
      const capture = typeof options === 'object' ? !!options.capture : !!options;
      const i = listeners.findIndex((l) => l.type === type && l.fn === fn && l.capture === capture);
      if (i >= 0) listeners.splice(i, 1);
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTypes;
    private readonly me: (typeof observers)[number];
    constructor(callback: (list: unknown, o: unknown) => void) {
      this.me = { callback };
      observers.push(this.me);
    }
    observe(options: { type: string }) {
      this.me.options = options;
    }
    disconnect() {}
  }
  const worker = { postMessage: (message: unknown) => messages.push(message) };
  const serviceWorker = {
    controller: controlled ? {} : null,
    ready: Promise.resolve({ active: worker }),
    register: (url: string, options: unknown) => {
      registered.push([url, options]);
      return Promise.resolve({});
    },
    addEventListener: (type: string, fn: Listener) => (windowListeners[`sw:${type}`] = fn),
  };
  const window = {
    PerformanceObserver,
    addEventListener: (type: string, fn: Listener) => (windowListeners[type] = fn),
    ...(idleCallbacks ? { requestIdleCallback: (fn: Listener, options: unknown) => idle.push({ fn, options }) } : {}),
  };
  vm.runInNewContext(AFTER_PAINT_LOADER, {
    document,
    window,
    navigator: { serviceWorker, ...(connection ? { connection } : {}) },
    location: { href: 'http://dds.test/Courses' },
    performance: { now: () => 1234 },
    PerformanceObserver,
    setTimeout: (fn: Listener, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: Listener) => frames.push(fn),
  });
  /** Runs the timers due by `upTo` ms (in the order they were set); later ones stay. */
  const runTimers = (upTo: number) => {
    const due = timers.filter((t) => t.ms <= upTo);
    for (const t of due) timers.splice(timers.indexOf(t), 1);
    for (const t of due) t.fn();
  };
  /** Runs the idle callbacks asked for so far (not those they ask for in turn). */
  const runIdle = () => {
    for (const i of idle.splice(0)) i.fn();
  };
  /** Runs the animation frame callbacks asked for so far. */
  const runFrame = () => {
    for (const f of frames.splice(0)) f();
  };
  const paintObserver = () => observers.find((o) => o.options?.type === 'paint');
  const paint = (name: string) =>
    paintObserver()!.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, { disconnect() {} });
  /** The visitor's first touch (or key, or focus): what the document's listeners hear. */
  const dispatch = (type: string) => {
    for (const l of listeners.filter((l) => l.type === type)) l.fn();
  };
  const load = () => windowListeners.load!();
  /** A sign that someone is reading: the page scrolled (or a mouse moved). */
  const reads = (type = 'scroll') => dispatch(type);
  /** The prefetch of `href` has finished: its link's load event (the file is in the HTTP cache). */
  const prefetched = (href: string) =>
    elements.find((e) => e.attrs.rel === 'prefetch' && e.attrs.href === href)!.onload!();
  const scripts = () => added.filter((e) => e.tag === 'script');
  return {
    added,
    scripts,
    listeners,
    idle,
    frames,
    messages,
    registered,
    observers,
    dispatch,
    load,
    reads,
    prefetched,
    runTimers,
    runIdle,
    runFrame,
    paint,
    paintObserver,
    controllerChange: () => windowListeners['sw:controllerchange']!(),
    hide: () => {
      document.visibilityState = 'hidden';
      dispatch('visibilitychange');
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const PREFETCHES = [
  { tag: 'link', attrs: { rel: 'prefetch', href: '/main.js' } },
  { tag: 'link', attrs: { rel: 'prefetch', href: '/remotes/public-site/remoteEntry.js' } },
];
const START = [
  { tag: 'script', attrs: { src: '/main.js' } },
  { tag: 'link', attrs: HINT[1] },
];

describe('the loader on a page the server rendered (the app starts at the first interaction)', () => {
  it('after the first contentful paint, the load event and a sign of a reader only prefetches the start-up files, a few at each idle moment', () => {
    const b = runLoader({ hints: 6 });
    expect(b.paintObserver()!.options).toEqual({ type: 'paint', buffered: true });
    b.paint('first-paint');
    b.runTimers(0);
    b.runIdle();
    expect(b.added).toEqual([]);
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.runIdle();
    // Painted, but the page's own images are still coming: nothing yet.
    expect(b.added).toEqual([]);
    b.load();
    b.runIdle();
    // Loaded, but nobody has scrolled or moved a mouse (a lab's page load, a visitor who left): nothing.
    b.runTimers(3000);
    b.runIdle();
    expect(b.added).toEqual([]);
    b.reads();
    b.runIdle();
    expect(b.added).toHaveLength(ELEMENTS_PER_TASK);
    b.runIdle();
    expect(b.added).toHaveLength(7);
    expect(b.added.every((e) => e.tag === 'link' && e.attrs.rel === 'prefetch')).toBe(true);
    expect(b.added.slice(0, 2)).toEqual(PREFETCHES);
    b.runIdle();
    b.runTimers(3000);
    expect(b.added).toHaveLength(7);
    expect(b.scripts()).toEqual([]);
  });

  it('a load before the paint prefetches once the page is painted', () => {
    const b = runLoader();
    b.load();
    b.reads('mousemove');
    b.runIdle();
    expect(b.added).toEqual([]);
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.runIdle();
    expect(b.added).toEqual(PREFETCHES);
  });

  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    it(`starts the app at the first ${type} (heard in the capture phase, passive), once, after the frame that answers it`, () => {
      const b = runLoader();
      b.paint('first-contentful-paint');
      b.runTimers(0);
      b.load();
      b.reads();
      b.runIdle();
      const listener = b.listeners.find((l) => l.type === type)!;
      expect([listener.capture, listener.passive]).toEqual([true, true]);
      b.dispatch(type);
      // In the tap's own handler only the listeners go: the browser answers the tap first.
      expect(b.added).toEqual(PREFETCHES);
      expect(b.listeners.map((l) => l.type)).toEqual(['visibilitychange']);
      b.runFrame();
      b.runIdle();
      expect(b.scripts()).toEqual([]);
      // The task after that frame starts the app.
      b.runTimers(0);
      expect(b.added.slice(2)).toEqual(START);
      // Every input listener is gone: later taps cost the page nothing.
      b.dispatch('pointerdown');
      b.runFrame();
      b.runTimers(IDLE_START_MS);
      b.idle.forEach((i) => i.fn());
      expect(b.scripts()).toHaveLength(1);
      expect(b.added).toHaveLength(4);
    });
  }

  it(`adds the entry script first, then the hints, ${ELEMENTS_PER_TASK} elements per task`, () => {
    const b = runLoader({ hints: 9 });
    b.dispatch('pointerdown');
    b.runFrame();
    b.runTimers(0);
    expect(b.added[0]).toEqual(START[0]);
    expect(b.added).toHaveLength(ELEMENTS_PER_TASK);
    b.runTimers(0);
    expect(b.added).toHaveLength(2 * ELEMENTS_PER_TASK);
    b.runTimers(0);
    expect(b.added).toHaveLength(10);
    expect(b.added.slice(1).map((e) => e.attrs.rel)).toEqual(Array(9).fill('preload'));
  });

  it("stops prefetching when the app starts (the start-up's preloads take over)", () => {
    const b = runLoader({ hints: 9 });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.load();
    b.reads();
    b.runIdle();
    expect(b.added).toHaveLength(ELEMENTS_PER_TASK);
    b.dispatch('touchstart');
    b.runFrame();
    for (let i = 0; i < 3; i += 1) b.runTimers(0);
    b.runIdle();
    b.runIdle();
    expect(b.added.filter((e) => e.attrs.rel === 'prefetch')).toHaveLength(ELEMENTS_PER_TASK);
    expect(b.added.slice(ELEMENTS_PER_TASK)).toHaveLength(10);
  });

  it('when the app starts, adds no preload for a file whose prefetch has finished, but the entry script and the rest', () => {
    const b = runLoader({ hints: 9 });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.load();
    b.reads();
    b.runIdle();
    // Prefetched: /main.js, the remote's entry, /0.js and /1.js; the first three are in, /1.js is not yet.
    expect(b.added.map((e) => e.attrs.href)).toEqual(['/main.js', HINT[1].href, '/0.js', '/1.js']);
    for (const href of ['/main.js', HINT[1].href!, '/0.js']) b.prefetched(href);
    b.dispatch('pointerdown');
    b.runFrame();
    for (let i = 0; i < 3; i += 1) b.runTimers(0);
    const started = b.added.slice(ELEMENTS_PER_TASK);
    expect(started[0]).toEqual(START[0]);
    expect(started.slice(1).map((e) => [e.attrs.rel, e.attrs.href])).toEqual(
      ['/1.js', '/2.js', '/3.js', '/4.js', '/5.js', '/6.js', '/7.js'].map((href) => ['preload', href]),
    );
  });

  it('a tap before the first paint starts the app, and nothing is prefetched after it', () => {
    const b = runLoader();
    b.dispatch('touchstart');
    b.runFrame();
    b.runTimers(0);
    expect(b.added).toEqual(START);
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.load();
    b.runIdle();
    expect(b.added).toEqual(START);
  });

  it(`without any input starts ${IDLE_START_MS / 1000} s after load at an idle moment, and registers the service worker`, async () => {
    const b = runLoader({ sw: '/sw.js' });
    b.paint('first-contentful-paint');
    b.runTimers(3000);
    b.load();
    b.runIdle();
    b.runTimers(IDLE_START_MS - 1);
    expect(b.idle).toEqual([]);
    b.runTimers(IDLE_START_MS);
    expect(b.idle.map((i) => i.options)).toEqual([{ timeout: 1000 }]);
    expect(b.scripts()).toEqual([]);
    expect(b.registered).toEqual([]);
    b.runIdle();
    // Nobody read the page, so nothing was prefetched: the start fetches its files itself.
    expect(b.added).toEqual(START);
    expect(b.registered).toEqual([['/sw.js', { scope: '/' }]]);
  });

  it('where requestIdleCallback is missing (Safari) prefetches and starts on timers', () => {
    const b = runLoader({ idleCallbacks: false });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.load();
    b.reads();
    b.runTimers(0);
    expect(b.added).toEqual(PREFETCHES);
    b.runTimers(IDLE_START_MS - 1);
    expect(b.scripts()).toEqual([]);
    b.runTimers(IDLE_START_MS);
    expect(b.added).toEqual([...PREFETCHES, ...START]);
  });

  it('starts when the tab is hidden (a background tab is ready when shown), and at once in a hidden tab', () => {
    const b = runLoader();
    b.hide();
    expect(b.added).toEqual(START);
    expect(runLoader({ hidden: true }).added).toEqual(START);
  });

  it('a tap and then hiding the tab before its frame starts the app once', () => {
    const b = runLoader();
    b.dispatch('pointerdown');
    b.hide();
    expect(b.added).toEqual(START);
    b.runFrame();
    b.runTimers(0);
    expect(b.added).toEqual(START);
  });

  it('a page that never paints text is counted as painted after 3 s: prefetches only', () => {
    const b = runLoader();
    b.load();
    b.reads();
    b.runIdle();
    b.runTimers(2999);
    b.runIdle();
    expect(b.added).toEqual([]);
    b.runTimers(3000);
    b.runIdle();
    expect(b.added).toEqual(PREFETCHES);
  });
});

describe('the loader and the first sign of a reader', () => {
  it('hears a scroll or a mouse moving in the capture phase, passively, and only the first one', () => {
    const b = runLoader({ hints: 9 });
    for (const type of ['scroll', 'mousemove']) {
      const listener = b.listeners.find((l) => l.type === type)!;
      expect([listener.capture, listener.passive]).toEqual([true, true]);
    }
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.load();
    b.reads('mousemove');
    expect(b.listeners.map((l) => l.type).sort()).toEqual([
      'focusin',
      'keydown',
      'pointerdown',
      'touchstart',
      'visibilitychange',
    ]);
    b.runIdle();
    b.runIdle();
    b.runIdle();
    expect(b.added.filter((e) => e.attrs.rel === 'prefetch')).toHaveLength(10);
  });

  it('a scroll before the paint and load prefetches once both have come', () => {
    const b = runLoader();
    b.reads();
    b.runIdle();
    expect(b.added).toEqual([]);
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.runIdle();
    expect(b.added).toEqual([]);
    b.load();
    b.runIdle();
    expect(b.added).toEqual(PREFETCHES);
  });
});

describe('the loader for a visitor who saves data (Save-Data, or a 2G connection)', () => {
  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { effectiveType: '2g' },
    { effectiveType: 'slow-2g' },
  ])
    it(`${JSON.stringify(connection)}: fetches nothing until the first touch — no prefetch, no start when idle or hidden — and still registers the service worker`, () => {
      const b = runLoader({ connection, sw: '/sw.js' });
      expect(b.listeners.map((l) => l.type).sort()).toEqual([
        'focusin',
        'keydown',
        'pointerdown',
        'touchstart',
        'visibilitychange',
      ]);
      b.paint('first-contentful-paint');
      b.runTimers(3000);
      b.load();
      b.reads();
      b.runIdle();
      b.runTimers(IDLE_START_MS);
      b.runIdle();
      b.hide();
      expect(b.added).toEqual([]);
      expect(b.registered).toEqual([['/sw.js', { scope: '/' }]]);
      b.dispatch('touchstart');
      b.runFrame();
      b.runTimers(0);
      expect(b.added).toEqual(START);
    });

  it('a 3G or 4G connection that does not ask to save data is treated as any other', () => {
    const b = runLoader({ connection: { saveData: false, effectiveType: '3g' } });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.load();
    b.reads();
    b.runIdle();
    expect(b.added).toEqual(PREFETCHES);
    b.runTimers(IDLE_START_MS);
    b.runIdle();
    expect(b.scripts()).toHaveLength(1);
  });

  it('a page that needs the app (/admin) still starts it after the paint', () => {
    const b = runLoader({ at: 'paint', connection: { saveData: true } });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    expect(b.added).toEqual(START);
  });
});

describe('the loader on a page that needs the app (/admin login, placeholder)', () => {
  it('adds the entry script and the hints right after the first contentful paint, once', () => {
    const b = runLoader({ at: 'paint' });
    expect(b.listeners.map((l) => l.type)).toEqual(['visibilitychange']);
    b.paint('first-contentful-paint');
    expect(b.added).toEqual([]);
    b.runTimers(0);
    expect(b.added).toEqual(START);
    b.hide();
    b.runTimers(3000);
    expect(b.added).toEqual(START);
  });

  it('without paint entries waits two frames', () => {
    const b = runLoader({ at: 'paint', paintTypes: [] });
    expect(b.paintObserver()).toBeUndefined();
    b.frames.shift()!();
    b.runTimers(0);
    expect(b.added).toEqual([]);
    b.frames.shift()!();
    b.runTimers(0);
    expect(b.added).toEqual(START);
  });

  it('starts after 3 s if the page never paints text', () => {
    const b = runLoader({ at: 'paint' });
    b.runTimers(2999);
    expect(b.added).toEqual([]);
    b.runTimers(3000);
    expect(b.added).toEqual(START);
  });
});

describe("the loader's service worker step", () => {
  it('on a first visit hands the worker the page and what was fetched before it took control', async () => {
    const b = runLoader({ sw: '/sw.js' });
    b.load();
    b.runTimers(IDLE_START_MS);
    b.runIdle();
    await flush();
    expect(b.messages).toEqual([{ type: 'SAVE_FIRST_VISIT', page: 'http://dds.test/Courses', files: [] }]);
    const resources = b.observers.find((o) => o.options?.type === 'resource')!;
    expect(resources.options).toEqual({ type: 'resource', buffered: true });
    b.controllerChange(); // at 1234 ms
    resources.callback(
      {
        getEntries: () => [
          { name: '/main.js', startTime: 900 },
          { name: '/late.js', startTime: 1500 },
        ],
      },
      {},
    );
    expect(b.messages[1]).toEqual({ type: 'SAVE_FIRST_VISIT', files: ['/main.js'] });
  });

  it('on a repeat visit (a worker controls the page) registers it again (updates) and sends nothing', async () => {
    const b = runLoader({ sw: '/sw.js', controlled: true });
    b.load();
    b.runTimers(IDLE_START_MS);
    b.runIdle();
    await flush();
    expect(b.registered).toHaveLength(1);
    expect(b.messages).toEqual([]);
  });

  it('registers nothing when the build has no service worker', () => {
    const b = runLoader();
    b.load();
    b.runTimers(IDLE_START_MS);
    b.runIdle();
    expect(b.registered).toEqual([]);
  });
});
