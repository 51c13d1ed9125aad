import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  chromium: string;
  os: string;
  date: string;
  commit: string;
}

const tryRun = (cmd: string, args: string[]) => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};

export function describeMachine(chromiumPath: string, repo: string): Machine {
  return {
    cpus: Number(tryRun('nproc', [])) || os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: tryRun(chromiumPath, ['--version']),
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
    commit:
      tryRun('git', ['-C', repo, 'rev-parse', '--short', 'HEAD']) +
      (tryRun('git', ['-C', repo, 'status', '--porcelain']) ? ' (working tree has uncommitted changes)' : ''),
  };
}
