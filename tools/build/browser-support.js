// The supported browsers (root package.json "browserslist") and what each of them has, for the check
// in browser-support.test.js. docs/decisions/015-supported-browsers.md says why these browsers and
// what "the build uses the list" means.
const fs = require('node:fs');
const path = require('node:path');
const browserslist = require('browserslist');
const caniuse = require('caniuse-lite');

const repo = path.join(__dirname, '../..');

/** Every browser version the list names, as browserslist resolves the root package.json. */
const supportedBrowsers = () =>
  browserslist(undefined, { path: repo }).map((entry) => {
    const [browser, version] = entry.split(' ');
    return { browser, version };
  });

/** Compares caniuse version strings ("16.4", "16.4-16.7", "109"). */
function compareVersions(a, b) {
  const pa = String(a).split('-')[0].split('.').map(Number);
  const pb = String(b).split('-')[0].split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * CSS and HTML features worth watching: each is found in the sources by `pattern` and judged by
 * caniuse's data (`caniuse`: its feature id) or, where caniuse has no entry, by the first version of
 * each browser that has it (`since`, from MDN's compatibility tables; a browser left out never had it).
 * A prefixed-only support ("y x") counts as support: emotion's stylis writes the -webkit- copy.
 */
const FEATURES = [
  {
    name: '::details-content',
    pattern: /::details-content/,
    since: {
      chrome: '131',
      edge: '131',
      and_chr: '131',
      samsung: '29',
      safari: '18.4',
      ios_saf: '18.4',
      firefox: '143',
      and_ff: '143',
    },
  },
  { name: ':has()', pattern: /:has\(/, caniuse: 'css-has' },
  {
    name: 'container queries',
    pattern: /@container|container-type\s*:|containerType/,
    caniuse: 'css-container-queries',
  },
  { name: 'container query units', pattern: /\d(cqw|cqh|cqi|cqb|cqmin|cqmax)\b/, caniuse: 'css-container-query-units' },
  {
    name: 'small/large/dynamic viewport units',
    pattern: /\d(dvh|svh|lvh|dvw|svw|lvw)\b/,
    caniuse: 'viewport-unit-variants',
  },
  { name: 'cascade layers', pattern: /@layer\b/, caniuse: 'css-cascade-layers' },
  { name: '@scope', pattern: /@scope\b/, caniuse: 'css-cascade-scope' },
  {
    name: 'text-wrap: balance',
    pattern: /text-wrap\s*:\s*balance|textWrap:\s*'balance'/,
    caniuse: 'css-text-wrap-balance',
  },
  { name: ':focus-visible', pattern: /:focus-visible/, caniuse: 'css-focus-visible' },
  { name: 'backdrop-filter', pattern: /backdrop-filter|backdropFilter/, caniuse: 'css-backdrop-filter' },
  { name: '<dialog>', pattern: /<dialog\b|showModal\(/, caniuse: 'dialog' },
  {
    name: 'aspect-ratio',
    pattern: /aspect-ratio\s*:|aspectRatio:/,
    since: {
      chrome: '88',
      edge: '88',
      and_chr: '88',
      samsung: '15',
      safari: '15',
      ios_saf: '15',
      firefox: '89',
      and_ff: '89',
    },
  },
  {
    name: 'accent-color',
    pattern: /accent-color\s*:|accentColor:/,
    since: {
      chrome: '93',
      edge: '93',
      and_chr: '93',
      samsung: '17',
      safari: '15.4',
      ios_saf: '15.4',
      firefox: '92',
      and_ff: '92',
    },
  },
  {
    name: 'inset',
    pattern: /(^|[\s;{])inset\s*:/,
    since: {
      chrome: '87',
      edge: '87',
      and_chr: '87',
      samsung: '14',
      safari: '14.1',
      ios_saf: '14.5',
      firefox: '66',
      and_ff: '66',
    },
  },
  {
    name: 'inert',
    pattern: /\binert[=\s{]/,
    since: {
      chrome: '102',
      edge: '102',
      and_chr: '102',
      samsung: '19',
      safari: '15.5',
      ios_saf: '15.5',
      firefox: '112',
      and_ff: '112',
    },
  },
  {
    name: 'color-mix()',
    pattern: /color-mix\(/,
    since: {
      chrome: '111',
      edge: '111',
      and_chr: '111',
      samsung: '22',
      safari: '16.2',
      ios_saf: '16.2',
      firefox: '113',
      and_ff: '113',
    },
  },
  {
    name: '@starting-style',
    pattern: /@starting-style/,
    since: {
      chrome: '117',
      edge: '117',
      and_chr: '117',
      samsung: '24',
      safari: '17.5',
      ios_saf: '17.5',
      firefox: '129',
      and_ff: '129',
    },
  },
  {
    name: 'popover',
    pattern: /\bpopover[=\s>]|showPopover\(/,
    since: {
      chrome: '114',
      edge: '114',
      and_chr: '114',
      samsung: '23',
      safari: '17',
      ios_saf: '17',
      firefox: '125',
      and_ff: '125',
    },
  },
  {
    name: 'field-sizing',
    pattern: /field-sizing|fieldSizing/,
    since: { chrome: '123', edge: '123', and_chr: '123', samsung: '27' },
  },
  // @font-face descriptors of a metric-matched fallback face (public-site/src/ui/fonts).
  {
    name: 'size-adjust',
    pattern: /(^|[^-])size-adjust\s*:/,
    since: {
      chrome: '92',
      edge: '92',
      and_chr: '92',
      samsung: '16',
      safari: '17',
      ios_saf: '17',
      firefox: '92',
      and_ff: '92',
    },
  },
  {
    name: 'font metric overrides',
    pattern: /(ascent|descent|line-gap)-override\s*:/,
    since: { chrome: '87', edge: '87', and_chr: '87', samsung: '14', firefox: '89', and_ff: '89' },
  },
  {
    name: 'interpolate-size',
    pattern: /interpolate-size|interpolateSize/,
    since: { chrome: '129', edge: '129', and_chr: '129', samsung: '28' },
  },
];

/**
 * The first version of each browser that parses every syntax of an ECMAScript edition (MDN): the
 * newest syntax of each edition decides — ES2020 optional chaining, ES2021 logical assignment,
 * ES2022 class static blocks, ES2024 the RegExp v flag.
 */
const ES_SYNTAX = {
  ES2020: {
    chrome: '80',
    edge: '80',
    and_chr: '80',
    samsung: '13',
    safari: '13.1',
    ios_saf: '13.4',
    firefox: '74',
    and_ff: '79',
  },
  ES2021: {
    chrome: '85',
    edge: '85',
    and_chr: '85',
    samsung: '14',
    safari: '14',
    ios_saf: '14',
    firefox: '79',
    and_ff: '79',
  },
  ES2022: {
    chrome: '94',
    edge: '94',
    and_chr: '94',
    samsung: '17',
    safari: '16.4',
    ios_saf: '16.4',
    firefox: '93',
    and_ff: '93',
  },
  ES2024: {
    chrome: '112',
    edge: '112',
    and_chr: '112',
    samsung: '22',
    safari: '17',
    ios_saf: '17',
    firefox: '116',
    and_ff: '116',
  },
};

/** Whether `browser version` has the feature. */
function supports(feature, { browser, version }) {
  if (feature.caniuse) {
    const stats = caniuse.feature(caniuse.features[feature.caniuse]).stats[browser];
    if (!stats) throw new Error(`caniuse has no ${browser} data for ${feature.caniuse}`);
    return /^[ya]/.test(stats[version] ?? 'n');
  }
  const since = feature.since[browser];
  return since !== undefined && compareVersions(version, since) >= 0;
}

/** The supported browsers (lowest version of each) that lack the feature. */
function lackedBy(feature, browsers = supportedBrowsers()) {
  const lacking = new Map();
  for (const b of browsers) {
    if (supports(feature, b)) continue;
    const lowest = lacking.get(b.browser);
    if (!lowest || compareVersions(b.version, lowest) < 0) lacking.set(b.browser, b.version);
  }
  return [...lacking].map(([browser, version]) => `${browser} ${version}`);
}

/** Browser source files of every front-end package (tests and the prerender's Node code left out). */
function browserSources() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'prerender') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path.relative(repo, full));
      }
    }
  };
  for (const pkg of ['shell', 'public-site', 'admin-panel', 'shared']) walk(path.join(repo, pkg, 'src'));
  return files;
}

/** The code without its comments (which may name a feature to say why it is not used), lines kept. */
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Every line of `text` where a feature's pattern occurs, comments left out: [{ feature, line }]. */
function findFeatures(text) {
  const found = [];
  withoutComments(text)
    .split('\n')
    .forEach((content, i) => {
      for (const feature of FEATURES) if (feature.pattern.test(content)) found.push({ feature, line: i + 1 });
    });
  return found;
}

module.exports = {
  repo,
  supportedBrowsers,
  compareVersions,
  FEATURES,
  ES_SYNTAX,
  supports,
  lackedBy,
  browserSources,
  findFeatures,
};
