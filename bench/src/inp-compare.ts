/**
 * Before/after INP of the low-tier section's taps on two running builds, alternating run by run
 * (the order swapped every round), so a busy moment on a shared machine lands on both (decision 027,
 * "The first tap within 200 ms"). Same measurement as the section (./inp.ts), one fixed DevTools rate.
 * Usage, from bench/:
 *   npx tsx src/inp-compare.ts http://127.0.0.1:<before> http://127.0.0.1:<after> [--rate 3.7] [--runs 3]
 *     [--at 1000,3000] [--only "Open the mobile menu,Tap"]
 * Without --rate it measures the host's benchmarkIndex first (the low-tier rate).
 */
import { calibrate } from './calibration';
import { benchInp, type InpCell } from './inp';
import { interactions } from './low-tier';
import { fmt, median, request } from './util';

async function main() {
  const args = process.argv.slice(2);
  const [before, after] = args.filter((a) => a.startsWith('http'));
  if (!before || !after) throw new Error('usage: npx tsx src/inp-compare.ts <before url> <after url> [--rate N]');
  const opt = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i === -1 ? undefined : args[i + 1];
  };
  const rate = Number(opt('rate') ?? (await calibrate(3)).multiplier.low);
  const runs = Number(opt('runs') ?? 3);
  const delays = (opt('at') ?? '1000,2000,3000').split(',').map(Number);
  const only = opt('only')?.split(',');
  const html = (await request(`${before}/OfflineCourses`)).body;
  const course = /href="(\/courses\/[^"#?]+)"/.exec(html)?.[1] ?? '/courses/autocad';
  const specs = interactions(course).filter((s) => !only || only.some((o) => s.name.startsWith(o)));
  console.log(`rate ×${rate}, ${runs} runs per build, alternating`);
  for (const spec of specs)
    for (const delay of delays) {
      const cells: Record<'before' | 'after', InpCell[]> = { before: [], after: [] };
      for (let i = 0; i < runs; i += 1) {
        const order = i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const);
        for (const which of order)
          cells[which].push(...(await benchInp(which === 'before' ? before : after, [spec], rate, 1, [delay])));
      }
      const line = (which: 'before' | 'after') => {
        const c = cells[which];
        const v = c.map((x) => x.inpMs);
        return `${which} INP ${fmt(median(v))} ms (${v.map((x) => fmt(x)).join(', ')}; delay ${fmt(median(c.map((x) => x.inputDelayMs)))}, processing ${fmt(median(c.map((x) => x.processingMs)))}, presentation ${fmt(median(c.map((x) => x.presentationMs)))}; done ${c.reduce((n, x) => n + x.effectOk, 0)}/${c.length}; ${c.map((x) => x.longestScript).join(' | ')})`;
      };
      console.log(`${spec.name} at ${delay} ms:\n  ${line('before')}\n  ${line('after')}`);
    }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
