#!/usr/bin/env node
// Stands in for systemd on a machine where systemd is not PID 1 (containers, CI): the drill's
// `systemctl` and `systemd-run` shims call this. It reads the very unit file installed in
// /etc/systemd/system and runs its ExecStart= the way systemd would for the lines that can be
// reproduced without systemd:
//
//   exercised:     User= Group= WorkingDirectory= Environment= EnvironmentFile= (overrides Environment=)
//                  ExecStart= UMask= NoNewPrivileges= (setpriv --no-new-privs) LimitNOFILE= (prlimit)
//                  StateDirectory= StateDirectoryMode= (creates /var/lib/<dir> owned by User/Group)
//                  KillSignal= TimeoutStopSec= (stop: signal, wait, then SIGKILL) Type=simple|oneshot
//   NOT exercised: ProtectSystem= ReadWritePaths= ProtectHome= PrivateTmp= PrivateDevices= Protect*=
//                  Restrict*= LockPersonality= SystemCallArchitectures= CapabilityBoundingSet=
//                  AmbientCapabilities= (namespaces/seccomp/cgroups need systemd), Restart= RestartSec=
//                  (no supervisor), After=/Wants= (ordering), the [Timer] schedule (the drill fires the
//                  timer's service itself). `systemd-analyze verify` (server test) checks their syntax.
//
// Usage: unit-runner.mjs start|stop|restart|status UNIT     (UNIT = dds, dds.service, dds-backup.timer …)
//        unit-runner.mjs run --uid=U --gid=G --working-directory=D [-p KEY=VALUE]… [-E K=V]… -- CMD ARGS…
// State (pid files, service output standing in for the journal) lives in $DRILL_STATE.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const UNIT_DIR = process.env.DRILL_UNIT_DIR ?? '/etc/systemd/system';
const STATE = process.env.DRILL_STATE ?? '/run/dds-drill';
fs.mkdirSync(STATE, { recursive: true });

/** Splits a systemd command line / Environment= value into words, honouring "…" and '…' quoting. */
function words(text) {
  const out = [];
  let current = null;
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < text.length) current += text[++i];
      else current += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      current ??= '';
    } else if (/\s/.test(c)) {
      if (current !== null) out.push(current);
      current = null;
    } else {
      current = (current ?? '') + c;
    }
  }
  if (quote) throw new Error(`unbalanced quote in: ${text}`);
  if (current !== null) out.push(current);
  return out;
}

/** The [Service] (or [Timer]) settings of a unit file: { key: [values in order] }. */
function readUnit(file) {
  const settings = {};
  let section = '';
  const lines = fs.readFileSync(file, 'utf8').replace(/\\\n/g, ' ').split('\n');
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) throw new Error(`${file}: not KEY=VALUE: ${line}`);
    const key = `${section}.${line.slice(0, eq).trim()}`;
    (settings[key] ??= []).push(line.slice(eq + 1).trim());
  }
  return settings;
}

/** An EnvironmentFile= as systemd reads it: KEY=VALUE lines, '…' literal, "…" with \ escapes, # and ; comments. */
function readEnvFile(file) {
  const env = {};
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const eq = line.indexOf('=');
    if (eq < 0) throw new Error(`${file}: not KEY=VALUE: ${line}`);
    const value = line.slice(eq + 1).trim();
    const quoted = /^(['"])(.*)\1$/.exec(value);
    env[line.slice(0, eq).trim()] = quoted
      ? quoted[1] === '"'
        ? quoted[2].replace(/\\(.)/g, '$1')
        : quoted[2]
      : value;
  }
  return env;
}

function last(settings, key) {
  return settings[key]?.at(-1);
}

function userEntry(name) {
  const entry = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!entry) throw new Error(`User=${name}: no such user`);
  const [, , uid, gid, , home, shell] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid), home, shell };
}

function groupId(name) {
  const entry = fs
    .readFileSync('/etc/group', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!entry) throw new Error(`Group=${name}: no such group`);
  return Number(entry.split(':')[2]);
}

/** What systemd would start: environment, credentials, directory and argv, from a unit's [Service]. */
function serviceSpec(s) {
  const user = last(s, 'Service.User') ?? 'root';
  const group = last(s, 'Service.Group') ?? user;
  const account = userEntry(user);
  const env = {
    PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin',
    LANG: 'C.UTF-8',
    HOME: account.home,
    USER: user,
    LOGNAME: user,
    SHELL: account.shell,
  };
  for (const value of s['Service.Environment'] ?? []) {
    for (const word of words(value)) {
      const eq = word.indexOf('=');
      env[word.slice(0, eq)] = word.slice(eq + 1);
    }
  }
  for (const value of s['Service.EnvironmentFile'] ?? []) {
    const optional = value.startsWith('-');
    const file = optional ? value.slice(1) : value;
    if (!fs.existsSync(file)) {
      if (optional) continue;
      throw new Error(`EnvironmentFile=${file}: not found (systemd refuses to start the unit)`);
    }
    Object.assign(env, readEnvFile(file));
  }
  const stateDirs = (s['Service.StateDirectory'] ?? []).flatMap(words);
  if (stateDirs.length) env.STATE_DIRECTORY = stateDirs.map((d) => `/var/lib/${d}`).join(':');
  const exec = last(s, 'Service.ExecStart');
  if (!exec) throw new Error('no ExecStart=');
  const argv = words(exec.replace(/^[-@:+!]+/, ''));
  if (!path.isAbsolute(argv[0])) throw new Error(`ExecStart=${argv[0]}: not an absolute path`);
  return {
    user,
    uid: account.uid,
    gid: groupId(group),
    env,
    argv,
    cwd: last(s, 'Service.WorkingDirectory') ?? account.home,
    umask: parseInt(last(s, 'Service.UMask') ?? '0022', 8),
    noNewPrivileges: /^(yes|true|1|on)$/i.test(last(s, 'Service.NoNewPrivileges') ?? 'no'),
    nofile: last(s, 'Service.LimitNOFILE'),
    stateDirs,
    stateMode: parseInt(last(s, 'Service.StateDirectoryMode') ?? '0755', 8),
    oneshot: last(s, 'Service.Type') === 'oneshot',
    killSignal: last(s, 'Service.KillSignal') ?? 'SIGTERM',
    stopSeconds: parseFloat(last(s, 'Service.TimeoutStopSec') ?? '90'),
  };
}

/** LimitNOFILE=, lowered to this machine's hard limit when root may not raise it (in a container). */
function nofileWithinHardLimit(wanted) {
  const hard = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  if (hard === 'unlimited' || Number(wanted) <= Number(hard)) return wanted;
  console.error(`[drill] LimitNOFILE=${wanted} is above this machine's hard limit ${hard}: using ${hard}`);
  return hard;
}

/** setpriv (+ prlimit) in front of argv: the unit's user, group, supplementary groups and limits. */
function launchArgv(spec) {
  const limits = spec.nofile ? ['/usr/bin/prlimit', `--nofile=${nofileWithinHardLimit(spec.nofile)}`, '--'] : [];
  const priv = ['/usr/bin/setpriv', `--reuid=${spec.uid}`, `--regid=${spec.gid}`, '--init-groups'];
  if (spec.noNewPrivileges) priv.push('--no-new-privs');
  return [...limits, ...priv, '--', ...spec.argv];
}

function prepare(spec) {
  for (const dir of spec.stateDirs) {
    const full = `/var/lib/${dir}`;
    fs.mkdirSync(full, { recursive: true });
    fs.chownSync(full, spec.uid, spec.gid);
    fs.chmodSync(full, spec.stateMode);
  }
  if (!fs.existsSync(spec.cwd)) throw new Error(`WorkingDirectory=${spec.cwd}: not found`);
  process.umask(spec.umask);
}

function unitFile(name) {
  const full = /\.(service|timer)$/.test(name) ? name : `${name}.service`;
  const file = path.join(UNIT_DIR, full);
  if (!fs.existsSync(file)) {
    console.error(`Unit ${full} not found.`);
    process.exit(5);
  }
  return { full, file };
}

const pidFile = (unit) => path.join(STATE, `${unit}.pid`);
const logFile = (unit) => path.join(STATE, `${unit}.log`);

function runningPid(unit) {
  try {
    const pid = Number(fs.readFileSync(pidFile(unit), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

function start(name) {
  const { full, file } = unitFile(name);
  const s = readUnit(file);
  if (full.endsWith('.timer')) {
    // The schedule itself needs systemd; the drill starts the timer's service to stand for it firing.
    fs.writeFileSync(path.join(STATE, `${full}.enabled`), (s['Timer.OnCalendar'] ?? []).join(' '));
    console.log(
      `[drill] ${full} noted (OnCalendar=${last(s, 'Timer.OnCalendar')}); fire it with: systemctl start ${full.replace(/\.timer$/, '')}`,
    );
    return 0;
  }
  if (runningPid(full)) return 0;
  const spec = serviceSpec(s);
  prepare(spec);
  const argv = launchArgv(spec);
  if (spec.oneshot) {
    const result = spawnSync(argv[0], argv.slice(1), { cwd: spec.cwd, env: spec.env, stdio: 'inherit' });
    if (result.status !== 0) console.error(`[drill] ${full}: ExecStart exited ${result.status ?? result.signal}`);
    return result.status ?? 1;
  }
  const out = fs.openSync(logFile(full), 'a');
  const child = spawn(argv[0], argv.slice(1), {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.writeFileSync(pidFile(full), String(child.pid));
  child.unref();
  return 0;
}

async function stop(name) {
  const { full, file } = unitFile(name);
  const pid = runningPid(full);
  if (!pid) return 0;
  const spec = serviceSpec(readUnit(file));
  process.kill(-pid, spec.killSignal); // the process group: systemd signals the whole cgroup
  const deadline = Date.now() + spec.stopSeconds * 1000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (!runningPid(full)) break;
  }
  if (runningPid(full)) {
    console.error(`[drill] ${full}: still running after TimeoutStopSec, SIGKILL`);
    process.kill(-pid, 'SIGKILL');
  }
  fs.rmSync(pidFile(full), { force: true });
  return 0;
}

function status(name) {
  const { full } = unitFile(name);
  const pid = runningPid(full);
  console.log(`● ${full}\n     Active: ${pid ? `active (running)  Main PID: ${pid}` : 'inactive (dead)'}`);
  return pid ? 0 : 3;
}

/** systemd-run --uid --gid --working-directory -p K=V -E K=V -- CMD: a transient oneshot unit. */
function run(args) {
  const lines = ['[Service]', 'Type=oneshot'];
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i];
    const value = () => (a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[++i]);
    if (a === '--') {
      i++;
      break;
    } else if (['--quiet', '-q', '--wait', '--pty', '-t', '--collect', '-G'].includes(a)) continue;
    else if (a.startsWith('--uid')) lines.push(`User=${value()}`);
    else if (a.startsWith('--gid')) lines.push(`Group=${value()}`);
    else if (a.startsWith('--working-directory')) lines.push(`WorkingDirectory=${value()}`);
    else if (a === '-p' || a.startsWith('--property')) lines.push(a === '-p' ? args[++i] : value());
    else if (a === '-E' || a.startsWith('--setenv'))
      lines.push(`Environment="${(a === '-E' ? args[++i] : value()).replace(/"/g, '\\"')}"`);
    else if (a.startsWith('-')) throw new Error(`systemd-run option not known to the drill: ${a}`);
    else break;
  }
  const argv = args.slice(i);
  lines.push(`ExecStart=${argv.map((w) => `"${w.replace(/"/g, '\\"')}"`).join(' ')}`);
  const transient = path.join(STATE, 'transient.service');
  fs.writeFileSync(transient, lines.join('\n') + '\n');
  const spec = serviceSpec(readUnit(transient));
  prepare(spec);
  const launch = launchArgv(spec);
  const result = spawnSync(launch[0], launch.slice(1), { cwd: spec.cwd, env: spec.env, stdio: 'inherit' });
  return result.status ?? 1;
}

const [command, ...rest] = process.argv.slice(2);
try {
  let code;
  if (command === 'start') code = start(rest[0]);
  else if (command === 'stop') code = await stop(rest[0]);
  else if (command === 'restart') code = (await stop(rest[0])) || start(rest[0]);
  else if (command === 'status') code = status(rest[0]);
  else if (command === 'run') code = run(rest);
  else throw new Error(`unit-runner: unknown command ${command}`);
  process.exit(code);
} catch (error) {
  console.error(`[drill] ${error.message}`);
  process.exit(1);
}
