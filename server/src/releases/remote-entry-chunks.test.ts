import { remoteEntryChunkFiles } from './remote-entry-chunks';

describe('the chunk files a remoteEntry.js can request', () => {
  it('reads the minified chunk-filename function: named chunks, hashes, and the one-name comparison', () => {
    const source = 'x.u=e=>(({77:"chart"}[e]||e)+"."+{12:"aaaa1111",77:"bbbb2222"}[e]+".js"),y=1';
    expect(remoteEntryChunkFiles(source).sort()).toEqual(['12.aaaa1111.js', 'chart.bbbb2222.js']);
    expect(remoteEntryChunkFiles('x.u=e=>((222===e?"emotion":e)+"."+{222:"cccc3333"}[e]+".js")')).toEqual([
      'emotion.cccc3333.js',
    ]);
  });

  // A build's chunk 4000 is written `4e3` by the minifier: read as 3, it refused a complete
  // admin-panel release ("3.e71ac4a4.js (named by remoteEntry.js) is missing").
  it('reads chunk ids the minifier wrote in exponent form (4000 as 4e3)', () => {
    const source = 'x.u=e=>(({1e4:"big"}[e]||e)+"."+{3894:"02240cda",4e3:"e71ac4a4",1e4:"dddd4444"}[e]+".js")';
    expect(remoteEntryChunkFiles(source).sort()).toEqual(['3894.02240cda.js', '4000.e71ac4a4.js', 'big.dddd4444.js']);
    expect(remoteEntryChunkFiles('x.u=e=>((4e3===e?"reports":e)+"."+{4e3:"eeee5555"}[e]+".js")')).toEqual([
      'reports.eeee5555.js',
    ]);
  });
});
