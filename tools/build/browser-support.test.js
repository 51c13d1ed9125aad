// docs/decisions/015-supported-browsers.md: every layout depends only on what all supported browsers
// have. A feature some of them lack may be used only where the page works without it — listed here
// with the reason, so a reviewer sees each such choice.
const fs = require('node:fs');
const path = require('node:path');
const {
  repo,
  supportedBrowsers,
  compareVersions,
  FEATURES,
  ES_SYNTAX,
  lackedBy,
  browserSources,
  findFeatures,
} = require('./browser-support');

/** Uses of a feature some supported browser lacks, each with what happens there instead. */
const ENHANCEMENTS = [
  {
    feature: ':has()',
    file: 'public-site/src/ui/form-card.tsx',
    without: 'the chosen option keeps its checked radio button; only the tinted box around it is missing',
  },
  {
    feature: ':has()',
    file: 'public-site/src/features/landing/course-grid.tsx',
    without: 'the focused link keeps the site-wide :focus-visible outline; the ring around the whole card is missing',
  },
  {
    feature: ':has()',
    file: 'public-site/src/features/courses/course-cards.tsx',
    without: 'the focused link keeps the site-wide :focus-visible outline; the ring around the whole card is missing',
  },
  {
    feature: ':has()',
    file: 'admin-panel/src/features/data-table/data-table.tsx',
    without:
      'a phone card keeps every line and button: a title beside no corner control stays one column narrower, and a last line and its buttons take two rows instead of one',
  },
  {
    feature: 'size-adjust',
    file: 'public-site/src/ui/fonts/devanagari-font.ts',
    without:
      'Safari 16 sets Hindi in the stand-in local font at its own width until the web font arrives; the swap may then re-wrap a line',
  },
  {
    feature: 'font metric overrides',
    file: 'public-site/src/ui/fonts/devanagari-font.ts',
    without:
      "Safari keeps the stand-in font's own ascent and descent; only a line-height: normal box (a button) with Hindi in it may change height at the swap",
  },
];

const browsers = supportedBrowsers();
const uses = browserSources().flatMap((file) =>
  findFeatures(fs.readFileSync(path.join(repo, file), 'utf8')).map((use) => ({ ...use, file })),
);

describe('supported browsers', () => {
  test('the list names the browsers the decision record names, about four years back', () => {
    const lowest = {};
    for (const { browser, version } of browsers)
      if (!lowest[browser] || compareVersions(version, lowest[browser]) < 0) lowest[browser] = version;
    expect(Object.keys(lowest).sort()).toEqual([
      'and_chr',
      'and_ff',
      'chrome',
      'edge',
      'firefox',
      'ios_saf',
      'safari',
      'samsung',
    ]);
    expect(lowest).toMatchObject({ chrome: '109', edge: '109', samsung: '20', safari: '16.4', firefox: '115' });
    expect(lowest.ios_saf.startsWith('16.4')).toBe(true);
  });

  test('the TypeScript target (what ts-loader writes) is syntax every supported browser parses', () => {
    const tsconfig = JSON.parse(fs.readFileSync(path.join(repo, 'tsconfig.base.json'), 'utf8'));
    const target = tsconfig.compilerOptions.target.toUpperCase();
    const floors = ES_SYNTAX[target];
    expect(floors).toBeDefined();
    const lacking = browsers.filter(
      ({ browser, version }) => floors[browser] === undefined || compareVersions(version, floors[browser]) < 0,
    );
    expect(lacking).toEqual([]);
  });

  test('every CSS/HTML feature the sources use is in every supported browser, or listed as an enhancement', () => {
    const problems = [];
    for (const { feature, file, line } of uses) {
      const lacking = lackedBy(feature, browsers);
      if (lacking.length === 0) continue;
      if (ENHANCEMENTS.some((e) => e.feature === feature.name && e.file === file)) continue;
      problems.push(`${file}:${line} uses ${feature.name}, which ${lacking.join(', ')} lack`);
    }
    expect(problems).toEqual([]);
  });

  test('each listed enhancement is still used, and still lacked by some supported browser', () => {
    for (const e of ENHANCEMENTS) {
      const feature = FEATURES.find((f) => f.name === e.feature);
      expect(uses.some((u) => u.feature === feature && u.file === e.file)).toBe(true);
      expect(lackedBy(feature, browsers)).not.toEqual([]);
    }
  });

  test('the check catches the rule that hid the desktop menu in older browsers', () => {
    const found = findFeatures(
      'const X = styled.details`\n  ${mq.lg} { &::details-content { content-visibility: visible; } }\n`;',
    );
    expect(found.map((u) => [u.feature.name, u.line])).toEqual([['::details-content', 2]]);
    expect(lackedBy(found[0].feature, browsers)).toEqual(
      expect.arrayContaining(['chrome 109', 'safari 16.4', 'firefox 115', 'samsung 20']),
    );
    // …but not a comment that names it.
    expect(findFeatures('/* needs `::details-content` */\n// ::details-content\n')).toEqual([]);
  });
});
