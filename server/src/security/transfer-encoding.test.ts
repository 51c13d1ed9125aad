import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../../test/support/test-app';
import { isAcceptedTransferEncoding } from './transfer-encoding';

// Real sockets against a listening server: the malformed header is refused by Node's HTTP parser
// (llhttp) only after it has handed the request to Fastify, which inject never shows.

interface LogLine {
  level: number;
  msg: string;
}

/** Sends one raw HTTP/1.1 request from `localAddress` and resolves with everything the server sent. */
function rawRequest(port: number, head: string, localAddress = '127.0.0.1'): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    socket.on('error', () => undefined); // a reset after the 400 is fine
    socket.on('close', () => resolve(received));
    socket.write(head);
    // Ask the server to close: a refused request's answer comes with the close, a served one before it.
    setTimeout(() => socket.end(), 300);
  });
}

const post = (transferEncoding: string) =>
  `POST /api/inquiry/inquiryform HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: ${transferEncoding}\r\n\r\n2\r\n{}\r\n0\r\n\r\n`;

describe('malformed Transfer-Encoding', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const lines: LogLine[] = [];
  let port: number;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-te-'));
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    });
    // The inquiry route is rate-limited; `info` is the production default level.
    app = await buildApp(testConfig(dataDir, { logLevel: 'info' }), { logStream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('knows the one transfer coding the server reads', () => {
    for (const ok of ['chunked', 'Chunked', ' chunked ']) expect(isAcceptedTransferEncoding(ok)).toBe(true);
    for (const bad of [
      'xchunked',
      'identity',
      'gzip',
      'gzip, chunked',
      'chunked, gzip',
      'chunked, chunked',
      '',
      'chunked\0',
    ]) {
      expect(isAcceptedTransferEncoding(bad)).toBe(false);
    }
  });

  it('answers 400 on a rate-limited route, logs no error, and warns once per address per minute', async () => {
    const start = lines.length;
    for (let i = 0; i < 5; i++) {
      for (const te of ['xchunked', 'identity', 'gzip, chunked']) {
        expect(await rawRequest(port, post(te))).toMatch(/^HTTP\/1\.1 400 /);
      }
    }
    // Another address gets its own warning.
    expect(await rawRequest(port, post('xchunked'), '127.0.0.2')).toMatch(/^HTTP\/1\.1 400 /);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the logger writes asynchronously
    const logged = lines.slice(start);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    const warnings = logged.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]!.msg).toMatch(/Transfer-Encoding/);
    // What is logged per refused request at `info`: one short line, never a stack.
    expect(logged.every((l) => JSON.stringify(l).length < 600)).toBe(true);
  });

  it('still serves a well-formed chunked body', async () => {
    const answer = await rawRequest(port, post('chunked'));
    // The inquiry's validation answers (the body is `{}`): the request reached the route.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/"success":false/);
  });
});
