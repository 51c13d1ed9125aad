import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';

describe('REDIS_URL in config', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-redis-config-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is off by default: the counters stay in the process', () => {
    expect(loadConfig({ DATA_DIR: dir }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: '  ' }).redisUrl).toBeUndefined();
  });

  it.each(['redis://127.0.0.1:6379', 'redis://:s3cret@redis.internal:6380/2', 'rediss://user:pw@cache.example:6379'])(
    'accepts %s',
    (url) => {
      expect(loadConfig({ DATA_DIR: dir, REDIS_URL: url }).redisUrl).toBe(url);
    },
  );

  it.each([
    '127.0.0.1:6379',
    'http://127.0.0.1:6379',
    'redis://',
    'redis://host:6379/cache',
    'redis://host:6379/0?x=1',
    'postgres://127.0.0.1/db',
  ])('refuses %s at start, naming REDIS_URL and never echoing the value', (url) => {
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_URL: url })).toThrow(
      /^Invalid environment variable REDIS_URL: expected redis:\/\/host:port/,
    );
  });
});
