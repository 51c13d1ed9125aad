// Build settings every front-end package shares: one place for the federation singletons,
// the TypeScript loader and the output naming the server's cache rules depend on.
const path = require('node:path');
const fromPackage = (dir, name) => require(require.resolve(name, { paths: [dir] }));
const PrecompressPlugin = require('./precompress-plugin');

const rootPkg = (dir, name) => require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;

/**
 * docs/architecture.md: one copy of each of these on a composed page. The prefix entries
 * ('react/', 'react-dom/') make deep imports such as react-dom/client and react/jsx-runtime shared too.
 */
function sharedSingletons(dir) {
  // `version` is explicit because federation cannot read it for deep-import prefixes (it reports 0).
  const single = (name, versionOf = name) => {
    const version = rootPkg(dir, versionOf);
    return { singleton: true, version, requiredVersion: `^${version}` };
  };
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // In production `react-router-dom` is tools/react-router-dom-slim.mjs (see reactRouterProductionAliases).
    // 'react-router' itself is not shared: only that file imports it, so it is bundled inside it.
    'react-router-dom': single('react-router-dom'),
    '@emotion/react': single('@emotion/react'),
    // The css prop compiles to @emotion/react/jsx-runtime: share that deep path too.
    '@emotion/react/': single('@emotion/react'),
    '@emotion/styled': single('@emotion/styled'),
    zustand: single('zustand'),
    // Of the workspace package only the stateful contract is shared (sharedStatefulContract); its
    // stateless code (schemas, messages, paths, constants, API calls) is bundled by each package.
    ...sharedStatefulContract(dir),
  };
}

const SEMVER = /^\d+\.\d+\.\d+$/;

/**
 * The stateful contract version this build provides and requires: shared/contract.json, or
 * DDS_SHARED_CONTRACT (tests build a remote that needs a contract no shell provides yet).
 */
function statefulContractVersion(contract) {
  const version = process.env.DDS_SHARED_CONTRACT || contract.version;
  if (!SEMVER.test(version))
    throw new Error(`DDS_SHARED_CONTRACT / shared/contract.json: "${version}" is not a version like 1.2.0`);
  return version;
}

/**
 * The parts of @dds/shared that hold page-wide state (the toast store, the HTTP client and its 401
 * fan-out): one copy per page, the shell's, under a semver contract (docs/decisions/002-shared-stateful-contract.md).
 * A build requires `^<contract it was built with>`; strictVersion turns a mismatch into a load error
 * the shell answers with that part's "unavailable" screen (shell/src/federation/shared-contract-plugin.ts
 * refuses such a remote before any of its code runs). `import` is the file, not the package name, so
 * every build provides the module even when it does not import it itself (the shell registers the
 * HTTP client it never calls, so remotes get its copy rather than whichever remote loaded first).
 */
function sharedStatefulContract(dir) {
  const sharedDir = path.dirname(require.resolve('@dds/shared/package.json', { paths: [dir] }));
  const contract = require(path.join(sharedDir, 'contract.json'));
  const version = statefulContractVersion(contract);
  return Object.fromEntries(
    Object.entries(contract.modules).map(([name, file]) => [
      name,
      {
        import: path.join(sharedDir, file),
        singleton: true,
        strictVersion: true,
        version,
        requiredVersion: `^${version}`,
      },
    ]),
  );
}

/**
 * The federation runtime module asks for the entry file name before content hashes exist (only to
 * count directory depth); answer it without the hash then, and with the hash for the real file.
 */
const hashedEntryName = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

/**
 * react-router's package exports always name its development build; in production we point at its
 * production build (smaller, no dev warnings). Shared as a singleton, so every package must agree.
 */
function reactRouterProductionAliases(dir) {
  const domDir = path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }));
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [domDir] }));
  return {
    // Only the names the packages use: what federation shares as 'react-router-dom' (tree-shaken).
    'react-router-dom$': path.join(__dirname, '../browser/react-router-dom-slim.mjs'),
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * @emotion/react the same way: only the names the packages use (tools/emotion-react-slim.mjs), so
 * the shared module leaves out ClassNames and withTheme (with hoist-non-react-statics and react-is).
 */
function emotionProductionAliases(dir) {
  const emotionDir = path.dirname(require.resolve('@emotion/react/package.json', { paths: [dir] }));
  return {
    '@emotion/react$': path.join(__dirname, '../browser/emotion-react-slim.mjs'),
    'emotion-react-browser-build$': path.join(emotionDir, 'dist/emotion-react.browser.esm.js'),
  };
}

/** Which build this is: DDS_RELEASE when the release pipeline sets it, else version + build date. */
const releaseLabel = (dir) =>
  process.env.DDS_RELEASE ||
  `${require(path.join(dir, 'package.json')).version}+${new Date().toISOString().slice(0, 10)}`;

/** Base config; `federation` is the package's own ModuleFederationPlugin options. */
function createConfig({
  dir,
  mode,
  federation,
  entry = './src/index.ts',
  htmlTemplate,
  devPort,
  publicPath = 'auto',
  extraPlugins = [],
}) {
  const HtmlWebpackPlugin = fromPackage(dir, 'html-webpack-plugin');
  const { ModuleFederationPlugin } = fromPackage(dir, '@module-federation/enhanced/webpack');
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry,
    // No eval-based source maps: the server's Content-Security-Policy forbids eval in development too.
    // Production maps are "hidden": written beside the files for debugging, but no sourceMappingURL
    // comment points at them, and the server never serves *.map.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    // The browsers the site supports (root package.json "browserslist",
    // docs/decisions/015-supported-browsers.md): webpack writes its runtime and module glue in the
    // syntax they all parse. ts-loader's target (tsconfig.base.json) is held to the same list by
    // tools/browser-support.test.js.
    target: 'browserslist',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      // Hashed names are cached forever by the server; remoteEntry.js and index.html are not hashed
      // and are sent no-cache, so a redeployed remote is live on the next reload.
      filename: production ? hashedEntryName : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      uniqueName: federation.name,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: production ? { ...reactRouterProductionAliases(dir), ...emotionProductionAliases(dir) } : {},
      // tools/*.mjs (the slim shared modules) import react too: from the package being built.
      modules: ['node_modules', path.join(dir, 'node_modules')],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader', { paths: [dir] }),
            // Type-checking is `pnpm typecheck`; the build only transpiles (fast, and TS 5.9 module: esnext
            // keeps the dynamic imports federation needs).
            options: {
              transpileOnly: true,
              configFile: path.join(dir, 'tsconfig.json'),
              compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
            },
          },
        },
        // Images and web fonts: copied as they are, named by content hash (assetModuleFilename).
        { test: /\.(png|jpe?g|webp|svg|gif|woff2)$/i, type: 'asset/resource' },
        // Emotion's entry files import hoist-non-react-statics bare (for withTheme only, which no
        // package uses); it is CommonJS without a sideEffects flag, so webpack kept it and react-is
        // (~1.3 KB gzip) on every page. It has no side effects: declare it.
        { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        dts: false,
        manifest: true,
        shareStrategy: 'loaded-first',
        // Browser-only runtime: drops the Node loading code from every entry. A remote that consumes no
        // remotes of its own (`remotes` absent) also drops the runtime's remote-loading and manifest
        // snapshot code: its remoteEntry.js carries the second copy of the runtime onto every page.
        shared: sharedSingletons(dir),
        ...federation,
        experiments: {
          optimization: {
            target: 'web',
            ...(federation.remotes ? {} : { disableRemote: true, disableSnapshot: true }),
          },
          ...federation.experiments,
        },
      }),
      // Which build of this package is live (shown small in the public footer; lets support and the
      // redeploy test see that a remote was swapped without a shell rebuild).
      new (fromPackage(dir, 'webpack').DefinePlugin)({
        __DDS_RELEASE__: JSON.stringify(releaseLabel(dir)),
      }),
      ...(htmlTemplate
        ? [new HtmlWebpackPlugin({ template: htmlTemplate, inject: 'body', scriptLoading: 'defer' })]
        : []),
      ...extraPlugins,
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      // Each shared emotion package (react, styled, the jsx runtime) is its own chunk group, and
      // webpack copied their common parts (serialize, utils…) into each. All are on the first
      // paint of every page together: one chunk, one copy of each (decision 032).
      splitChunks: {
        cacheGroups: {
          emotion: {
            test: /[\\/]node_modules[\\/](@emotion|stylis|react-is|hoist-non-react-statics)[\\/]/,
            name: 'emotion',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    devServer: devPort
      ? {
          port: devPort,
          historyApiFallback: true,
          hot: false,
          headers: { 'Access-Control-Allow-Origin': '*' },
          proxy: [{ context: ['/api', '/remotes.json'], target: process.env.API_URL || 'http://localhost:8080' }],
          static: false,
        }
      : undefined,
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, sharedSingletons, releaseLabel };
