import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTextWhenChanged } from './file-when-changed';

describe('a file read again only when it changes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-when-changed-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sees a rewrite of the same size at once (within one tick of the coarse file clock)', () => {
    const file = path.join(dir, 'index.html');
    // Both writes carry the same mtime, as two writes within one tick of the kernel's clock do.
    const tick = new Date(Math.floor(Date.now()));
    fs.writeFileSync(file, 'release a');
    fs.utimesSync(file, tick, tick);
    const first = readTextWhenChanged(file)!;
    expect(first.text).toBe('release a');
    expect(readTextWhenChanged(file)).toBe(first); // unchanged: the same read, same version
    fs.writeFileSync(file, 'release b'); // same size, same inode, same mtime
    fs.utimesSync(file, tick, tick);
    const second = readTextWhenChanged(file)!;
    expect(second.text).toBe('release b');
    expect(second.version).not.toBe(first.version);
  });

  it('sees a folder swapped under it, and a file gone', () => {
    const file = path.join(dir, 'swap', 'mf-manifest.json');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, '{"v":1}');
    const before = readTextWhenChanged(file)!;
    fs.renameSync(path.dirname(file), path.join(dir, 'old'));
    expect(readTextWhenChanged(file)).toBeUndefined();
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, '{"v":2}');
    expect(readTextWhenChanged(file)).toEqual(expect.objectContaining({ text: '{"v":2}' }));
    expect(readTextWhenChanged(file)!.version).not.toBe(before.version);
  });

  it('keeps an old file by its stamp once it is past the racy window', () => {
    const file = path.join(dir, 'old.html');
    fs.writeFileSync(file, 'kept');
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    const first = readTextWhenChanged(file)!;
    expect(readTextWhenChanged(file)).toBe(first);
    fs.writeFileSync(file, 'newer text'); // a real deploy: new size and a fresh mtime
    expect(readTextWhenChanged(file)!.text).toBe('newer text');
  });
});
