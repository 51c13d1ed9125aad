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
  return spawnSync(SYSTEMD_ANALYZE!, ['verify', ...files], {
    encoding: 'utf8',
    env: { ...process.env, SYSTEMD_LOG_COLOR: '0' },
  });
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

/** The [Service] lines of a unit that confine the process (what `systemd-analyze security` scores). */
function sandboxLines(unit: string): string[] {
  const text = fs.readFileSync(path.join(UNIT_DIR, unit), 'utf8');
  return text
    .split('\n')
    .filter((line) =>
      /^(NoNewPrivileges|Protect\w+|Private\w+|Restrict\w+|ReadWritePaths|LockPersonality|SystemCall\w+|CapabilityBoundingSet|AmbientCapabilities|RemoveIPC|UMask)=/.test(
        line,
      ),
    )
    .sort();
}

/** The properties deploy/dds-cli gives its systemd-run (`-p KEY=VALUE`, quoted when it has spaces). */
function cliProperties(): string[] {
  const text = fs.readFileSync(path.resolve(UNIT_DIR, '..', 'dds-cli'), 'utf8');
  return [...text.matchAll(/^\s*-p ('([^']*)'|(\S+))/gm)].map((m) => m[2] ?? m[3] ?? '');
}

describe('deploy/systemd sandboxing', () => {
  // The backup runs the same code on the same data (and pg_dump): nothing it does needs more room
  // than the app, so a line the app's unit has and the backup's lacks is a hole, not a choice.
  test('the backup service is confined by every sandboxing line the app service has', () => {
    expect(sandboxLines('dds-backup.service')).toEqual(sandboxLines('dds.service'));
  });

  // dds-cli runs db-backup, db-restore and admin-create on the same data as the service: the same
  // confinement, so a command typed by hand cannot do what the service may not (systemd-drill.sh
  // runs the README's restore through it under systemd).
  test('dds-cli runs its command under every sandboxing line the app service has', () => {
    const sandbox = cliProperties().filter((p) => !p.startsWith('EnvironmentFile='));
    expect(sandbox.sort()).toEqual(sandboxLines('dds.service'));
  });

  // Without a system-call filter `systemd-analyze security` rates the app 2.9; the allow-list of
  // ordinary service calls minus the privileged and resource-changing ones is what systemd's own
  // services use, and node (JIT, libuv, better-sqlite3) and pg_dump run under it (systemd-drill.sh).
  test('both services run under a system-call allow-list', () => {
    for (const unit of ['dds.service', 'dds-backup.service']) {
      expect(sandboxLines(unit)).toEqual(
        expect.arrayContaining([
          'SystemCallFilter=@system-service',
          'SystemCallFilter=~@privileged @resources',
          'SystemCallErrorNumber=EPERM',
        ]),
      );
    }
  });
});

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
        expect({ status: result.status, output: (result.stdout + result.stderr).trim() }).toEqual({
          status: 0,
          output: '',
        });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    test('a misspelt key or an unparsable value would be caught (the check is not blind)', () => {
      const dir = copyUnits((file, text) =>
        file === 'dds.service'
          ? text
              .replace('Restart=on-failure', 'Restrat=on-failure')
              .replace('ProtectSystem=strict', 'ProtectSystem=strcit')
          : text,
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
