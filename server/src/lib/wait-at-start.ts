/**
 * START_WAIT_SECONDS: containers started together (podman-compose does not wait for a
 * `service_healthy` dependency) bring the app up while PostgreSQL is still initialising its volume
 * or Redis is still starting. Instead of exiting at the first refused connection — and being
 * restarted in a tight loop by the engine — the app tries again once a second for this long,
 * with one log line when it starts waiting. After that it refuses to start with the same one-line
 * error as without a wait. 0 (the default) refuses at once: under systemd, the unit's ordering and
 * Restart= do this job.
 */
export async function waitAtStart<T>(
  attempt: () => Promise<T>,
  opts: { waitMs: number; what: string; log: (line: string) => void; intervalMs?: number },
): Promise<T> {
  const intervalMs = opts.intervalMs ?? 1000;
  const deadline = Date.now() + opts.waitMs;
  let announced = false;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      // Waits the whole time it said: the last attempt is made at the deadline, not an interval before.
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) throw error;
      if (!announced) {
        announced = true;
        // Only that it waits: the reason comes once, in the refusal, if it never answers.
        opts.log(
          `${opts.what} not answering yet; trying again for up to ${Math.round(opts.waitMs / 1000)} s (START_WAIT_SECONDS)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, remainingMs)));
    }
  }
}
