import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many files and tests the summary names. */
const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints, at the end of every run, where its time went: the slowest spec files (their tests' time
 * added up, per project) and the slowest single tests. Playwright's own `reportSlowTests` names only
 * files over a threshold; this table is what a CI log needs to tell a suite that got slower
 * everywhere from one test that waits on a build or a timeout (e2e/README.md, "Where the time goes").
 */
export default class SlowFilesReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>();
  private readonly tests: Array<{ title: string; ms: number }> = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? '';
    const file = `[${project}] ${path.relative(process.cwd(), test.location.file)}`;
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.files.set(file, entry);
    this.tests.push({ title: `${file} › ${test.title}`, ms: result.duration });
  }

  onEnd(result: FullResult) {
    if (!this.tests.length) return;
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0);
    const lines = [
      '',
      `Slowest spec files (tests' time ${seconds(total)}, run ${seconds(result.duration)}):`,
      ...[...this.files]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, SHOWN)
        .map(([file, { ms, tests }]) => `  ${seconds(ms).padStart(8)}  ${String(tests).padStart(3)} tests  ${file}`),
      'Slowest tests:',
      ...[...this.tests]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SHOWN)
        .map(({ title, ms }) => `  ${seconds(ms).padStart(8)}  ${title}`),
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    // The list reporter owns the terminal; this one only adds its table at the end.
    return false;
  }
}
