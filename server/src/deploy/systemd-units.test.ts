import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `systemd-analyze verify` on the units the README tells users to copy (deploy/systemd/), so a
 * misspelt key or a bad value fails CI instead of being "ignored" with a line in the journal of
 * someone's server. It works without systemd as PID 1 (containers, CI). It exits 0 on an unknown
 * key or an unparsable value (it only logs them), so any output at all counts as a failure.
 */
const UNIT_DIR = path.resolve(__dirname, '../../../deploy/systemd');
const UNITS = fs.readdirSync(UNIT_DIR).filter((f) => /\.(service|timer)$/.test(f));
const SYSTEMD_ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => fs.existsSync(p));
// The units run /usr/bin/node (NodeSource's path, as the README installs it); verify checks that the
// ExecStart program exists, so on a machine whose node lives elsewhere this node stands in for it.
const NODE_AT_UNIT_PATH = fs.existsSync('/usr/bin/node');

function verify(dir: string) {
  const files = fs.readdirSync(dir).map((f) => path.join(dir, f));
  return spawnSync(SYSTEMD_ANALYZE!, ['verify', ...files], { encoding: 'utf8', env: { ...process.env, SYSTEMD_LOG_COLOR: '0' } });
}

function copyUnits(edit: (file: string, text: string) => string = (_f, t) => t): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-units-'));
  for (const unit of UNITS) {
    let text = fs.readFileSync(path.join(UNIT_DIR, unit), 'utf8');
    if (!NODE_AT_UNIT_PATH) text = text.replaceAll('/usr/bin/node', process.execPath);
    fs.writeFileSync(path.join(dir, unit), edit(unit, text));
  }
  return dir;
}

if (!SYSTEMD_ANALYZE) {
  // Say so in the report rather than pass: on Debian it comes with the `systemd` package.
  test.skip('deploy/systemd units pass systemd-analyze verify — SKIPPED: systemd-analyze is not installed (Debian: apt-get install systemd)', () => {});
} else {
  describe('deploy/systemd units', () => {
    test('the service, the backup service and its timer are all there', () => {
      expect(UNITS.sort()).toEqual(['dds-backup.service', 'dds-backup.timer', 'dds.service']);
    });

    test('systemd-analyze verify finds nothing to say about them', () => {
      const dir = copyUnits();
      try {
        const result = verify(dir);
        expect({ status: result.status, output: (result.stdout + result.stderr).trim() }).toEqual({ status: 0, output: '' });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    test('a misspelt key or an unparsable value would be caught (the check is not blind)', () => {
      const dir = copyUnits((file, text) =>
        file === 'dds.service' ? text.replace('Restart=on-failure', 'Restrat=on-failure').replace('ProtectSystem=strict', 'ProtectSystem=strcit') : text,
      );
      try {
        const output = (({ stdout, stderr }) => stdout + stderr)(verify(dir));
        expect(output).toContain("Unknown key 'Restrat'");
        expect(output).toContain('strcit');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
