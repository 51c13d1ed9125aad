export interface PeriodicJob {
  /** Stops the schedule and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  /** One run; resolves with how long to wait before the next one (ms). */
  run: () => Promise<number>;
  /** Names the job in the error line: "<name> failed: <reason>". */
  name: string;
  log: { error(msg: string): void };
  /** The wait after a run that threw. */
  retryMs: number;
}

/**
 * An in-process background job (backups, the Trash purge): runs at once, then again after the wait
 * each run asks for. A failing run is logged, never thrown (it would crash the server), and tried
 * again after `retryMs`. The timer is unref'd, so it never keeps the process alive on its own, and
 * stop() (on the server's close) cancels the next run and waits for the current one.
 */
export function startPeriodicJob({ run, name, log, retryMs }: PeriodicJobOptions): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    running = (async () => {
      let waitMs: number;
      try {
        waitMs = await run();
      } catch (error) {
        log.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        waitMs = retryMs;
      }
      if (stopped) return;
      timer = setTimeout(tick, waitMs);
      timer.unref();
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
