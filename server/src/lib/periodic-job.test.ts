import { startPeriodicJob } from './periodic-job';

/** Lets the job's promise chain settle between fake-timer steps. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('startPeriodicJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at start, then again after the wait each run asks for, until stopped', async () => {
    const waits = [1000, 5000];
    let runs = 0;
    const job = startPeriodicJob({
      name: 'Job',
      log: { error: () => {} },
      retryMs: 1,
      run: async () => waits[runs++] ?? 5000,
    });
    await settle();
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
    await job.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(3);
  });

  it('logs a failed run instead of throwing, and tries again after retryMs', async () => {
    const errors: string[] = [];
    let runs = 0;
    const job = startPeriodicJob({
      name: 'Nightly thing',
      log: { error: (m) => errors.push(m) },
      retryMs: 200,
      run: async () => {
        runs++;
        throw new Error('disk full');
      },
    });
    await settle();
    expect(errors).toEqual(['Nightly thing failed: disk full']);
    await jest.advanceTimersByTimeAsync(200);
    expect(runs).toBe(2);
    await job.stop();
  });

  it('stop() waits for a run in progress, and none starts after it', async () => {
    let finish!: () => void;
    let runs = 0;
    let finished = false;
    const job = startPeriodicJob({
      name: 'Job',
      log: { error: () => {} },
      retryMs: 1,
      run: async () => {
        runs++;
        await new Promise<void>((resolve) => (finish = resolve));
        finished = true;
        return 10;
      },
    });
    await settle();
    const stopped = job.stop();
    finish();
    await stopped;
    expect(finished).toBe(true);
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
  });

  it('does not keep the process alive while it waits', async () => {
    const timers: NodeJS.Timeout[] = [];
    const real = global.setTimeout;
    const spy = jest.spyOn(global, 'setTimeout').mockImplementation(((fn: () => void, ms: number) => {
      const timer = real(fn, ms);
      timers.push(timer);
      return timer;
    }) as typeof setTimeout);
    const job = startPeriodicJob({ name: 'Job', log: { error: () => {} }, retryMs: 1, run: async () => 1000 });
    await settle();
    spy.mockRestore();
    expect(timers).toHaveLength(1);
    expect(timers[0]!.hasRef()).toBe(false);
    await job.stop();
  });
});
