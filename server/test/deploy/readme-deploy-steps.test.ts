import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The deploy drill (deploy/drill/run.sh, run by hand: it changes the machine) runs the runbook's
 * (deploy/README.md) Deploy blocks by their step headings. This keeps the runbook in a shape the drill can run, in every
 * `pnpm test`: a renamed step or a block moved out from under its heading fails here, not at the
 * next drill.
 */
const ROOT = path.resolve(__dirname, '../../..');

function deploySteps(): Array<{ label: string; code: string }> {
  return JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'deploy/drill/readme-steps.mjs'), path.join(ROOT, 'deploy/README.md')],
      { encoding: 'utf8' },
    ),
  );
}

describe("deploy/README.md's Deploy section, as the drill reads it", () => {
  test('has one sh block under each step the drill runs, in order', () => {
    expect(deploySteps().map((s) => s.label)).toEqual([
      'Your domain and e-mail address',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      'Restore',
      'Upgrading',
      'Two app processes (optional)',
    ]);
  });

  test('the commands take the domain from $DOMAIN: nothing to edit in them but the first block', () => {
    const steps = deploySteps();
    expect(steps[0]!.code).toMatch(/^DOMAIN=dds\.example\b/m);
    for (const step of steps.slice(1)) expect(step.code).not.toMatch(/dds\.example|your-domain/);
    expect(steps.find((s) => s.label === '5')!.code).toContain(
      'sed -i "s/dds\\.example/$DOMAIN/g" /etc/nginx/sites-available/dds',
    );
  });

  test('the substitutions the drill makes still find their text', () => {
    const code = Object.fromEntries(deploySteps().map((s) => [s.label, s.code]));
    expect(code['1']).toMatch(/deb\.nodesource\.com/);
    expect(code['2']).toContain('<address of this repository>');
    expect(code['Two app processes (optional)']).toContain("REDIS_URL=redis://127.0.0.1:6379'");
    expect(code['Restore']).toMatch(/dds-cli db-restore --from \/var\/lib\/dds\/backups\/[0-9T-]+Z$/m);
  });
});
