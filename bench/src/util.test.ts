import { markdownTable } from './util';

describe('markdownTable', () => {
  it('writes the head, a --- line per column, and one line a row, cells as they are', () => {
    expect(
      markdownTable(
        ['Route', 'LCP s', 'Verdict'],
        [
          ['`/`', 1.25, '✅ met'],
          ['`/digital`', 'n/a', '❌ missed by 0.1 s'],
        ],
      ),
    ).toBe(
      [
        '| Route | LCP s | Verdict |',
        '|---|---|---|',
        '| `/` | 1.25 | ✅ met |',
        '| `/digital` | n/a | ❌ missed by 0.1 s |',
      ].join('\n'),
    );
  });

  it('is the head and its rule alone when there are no rows', () => {
    expect(markdownTable(['Database', 'Measured'], [])).toBe('| Database | Measured |\n|---|---|');
  });
});
