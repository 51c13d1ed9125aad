import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from '../faults/child-server';

/**
 * A throwaway redis-server for the tests (`--save '' --appendonly no`: nothing on disk), started
 * by the test itself on a free port. SIGKILL and a restart on the same port play "Redis went away
 * and came back".
 */
const CANDIDATES = [
  process.env.REDIS_SERVER_BIN,
  '/usr/bin/redis-server',
  '/usr/local/bin/redis-server',
  '/opt/homebrew/bin/redis-server',
];
export const REDIS_SERVER_BIN = CANDIDATES.find((bin): bin is string => !!bin && fs.existsSync(bin));

export interface RedisServer {
  url: string;
  port: number;
  /** SIGKILL: the connections drop at once, the counters are gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty). */
  restart(): Promise<void>;
  /** SIGSTOP / SIGCONT: connections stay open but nothing answers (a hung Redis). */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True once the port answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  if (!REDIS_SERVER_BIN) throw new Error('redis-server not found');
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const launch = async () => {
    let output = '';
    const proc = spawn(
      REDIS_SERVER_BIN,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    proc.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-2000)));
    proc.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-2000)));
    child = proc;
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    const deadline = Date.now() + 10_000;
    while (!(await pong(port))) {
      if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`);
      await sleep(50);
    }
  };
  const kill = async (signal: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    child = undefined;
  };

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => kill('SIGKILL'),
    restart: launch,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    stop: () => kill('SIGTERM'),
  };
}

let skipLogged = false;
/** Runs the block when redis-server is installed; otherwise says clearly that it is skipped. */
export function describeWithRedis(title: string, body: () => void) {
  if (REDIS_SERVER_BIN) {
    describe(title, body);
    return;
  }
  if (!skipLogged) {
    skipLogged = true;
    console.log('Redis tests skipped: redis-server not found (Debian package redis-server, or set REDIS_SERVER_BIN)');
  }
  describe.skip(`${title} [skipped: redis-server not found]`, body);
}
