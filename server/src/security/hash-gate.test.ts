import { HashGate } from './hash-gate';

/** A task the test finishes by hand. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish,
    run: async () => {
      log.push(name);
      await done;
      return name;
    },
  };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('HashGate', () => {
  it('runs at most maxActive at once, queues maxWaiting more and refuses the rest synchronously', async () => {
    const gate = new HashGate(2, 3, 1);
    const log: string[] = [];
    const tasks = Array.from({ length: 7 }, (_, i) => task(log, `t${i}`));
    const runs = tasks.map((t) => gate.tryRun(t.run));
    expect(runs.map((r) => r !== undefined)).toEqual([true, true, true, true, true, false, false]);
    await flush();
    expect([gate.active, gate.waiting, log]).toEqual([2, 3, ['t0', 't1']]);

    tasks.forEach((t) => t.finish());
    expect(await Promise.all(runs.slice(0, 5))).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect([gate.active, gate.waiting, gate.peak]).toEqual([0, 0, 2]);
  });

  it('hands a finished slot straight to the next in line, so no newcomer can slip in between', async () => {
    const gate = new HashGate(1, 5, 0);
    const log: string[] = [];
    const first = task(log, 'first');
    const queued = task(log, 'queued');
    void gate.tryRun(first.run);
    const q = gate.tryRun(queued.run);
    first.finish();
    // Step through the microtasks until the queued task starts: the slot never shows as free.
    for (let step = 0; step < 50 && !log.includes('queued'); step += 1) {
      expect(gate.active).toBe(1);
      await Promise.resolve();
    }
    expect(log).toEqual(['first', 'queued']);
    expect(gate.tryRun(async () => 'late')).toBeDefined(); // queued, not run beside it
    expect(gate.active).toBe(1);
    queued.finish();
    await q;
    expect(gate.peak).toBe(1);
  });

  it('puts priority work ahead of the queue, with places of its own when the queue is full', async () => {
    const gate = new HashGate(1, 2, 1);
    const log: string[] = [];
    const [a, b, c, p, extra] = ['a', 'b', 'c', 'p', 'extra'].map((n) => task(log, n)) as [
      ReturnType<typeof task>,
      ReturnType<typeof task>,
      ReturnType<typeof task>,
      ReturnType<typeof task>,
      ReturnType<typeof task>,
    ];
    const runs = [gate.tryRun(a.run), gate.tryRun(b.run), gate.tryRun(c.run)];
    expect(gate.tryRun(extra.run)).toBeUndefined(); // queue full for ordinary work
    runs.push(gate.tryRun(p.run, { priority: true })); // but not for priority work
    expect(gate.tryRun(extra.run, { priority: true })).toBeUndefined(); // its places are few too
    for (const t of [a, b, c, p]) t.finish();
    await Promise.all(runs);
    expect(log).toEqual(['a', 'p', 'b', 'c']);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new HashGate(1, 0, 0);
    await expect(gate.tryRun(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.active).toBe(0);
    expect(await gate.tryRun(async () => 'ok')).toBe('ok');
  });
});
