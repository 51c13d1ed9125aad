interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can handle a tap or paint in
 * between (decision 032: on a slow phone no task of ours may run past 50 ms). scheduler.yield keeps our
 * place ahead of other queued work where the browser has it; elsewhere a zero timeout does.
 * Plain code, no shared modules: the federation runtime plugin uses it before React is loaded.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
