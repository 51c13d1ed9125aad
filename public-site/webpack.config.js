const path = require('node:path');
const { createConfig } = require('../tools/build/webpack-common');
const CopyPublicPlugin = require('../tools/build/copy-public-plugin');
const CopyFilesPlugin = require('../tools/build/copy-files-plugin');
const { withResponsiveImages } = require('../tools/build/responsive-images');
const { publicChunkGroups } = require('../tools/build/public-chunk-groups');
const { StandalonePageRuntimePlugin, runtimeCoreScriptConfig } = require('../tools/build/shared-federation-runtime');

// Remote: exposes its route table and the frame of its pages; the shell decides when to show them.
// `src/index.ts` is the standalone entry the public-site team runs with `pnpm --filter @dds/public-site dev`.
module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const production = mode === 'production';
  const site = withResponsiveImages(
    createConfig({
      dir: __dirname,
      mode,
      htmlTemplate: path.join(__dirname, 'public/index.html'),
      devPort: 3001,
      federation: {
        name: 'public_site',
        filename: 'remoteEntry.js',
        exposes: require('./exposes'),
        // In production it uses the shell's federation runtime (one on the page; its own page
        // loads a copy, see tools/build/shared-federation-runtime.js). The dev server keeps its own.
        ...(production ? { experiments: { externalRuntime: true } } : {}),
      },
      extraPlugins: [
        new CopyPublicPlugin(path.join(__dirname, 'public'), ['index.html']),
        // The Devanagari font (src/ui/fonts) is under the SIL Open Font License 1.1, which asks
        // for its text to travel with the font: beside it in assets/.
        new CopyFilesPlugin([
          {
            from: require.resolve('@fontsource/noto-sans-devanagari/LICENSE'),
            to: 'assets/noto-sans-devanagari-OFL.txt',
          },
        ]),
        ...(production ? [new StandalonePageRuntimePlugin()] : []),
      ],
    }),
  );
  if (!production) return site;
  // The small UI and content modules (icons, theme, site details, buttons) are used by the frame
  // (Layout, header) and by most pages: webpack's default 20 KB minimum copied them into each
  // chunk, so the home page downloaded the icon set twice. Shared chunks of them instead, split in
  // two by who runs them: every page's start-up (`public-common`) or only some pages (`public-parts`)
  // — tools/build/public-chunk-groups.js, decision 027 ("Home JS: what the first tap runs"). The
  // route paths, language paths, constants and the message formatter of @dds/shared are such modules
  // too since this remote bundles them (docs/decisions/002-shared-stateful-contract.md); the rest of
  // it (schemas, messages) stays with the forms that use it, off the home page.
  const { plugin, cacheGroups } = publicChunkGroups(
    // The pages' words (shared/src/schemas/site-text.ts) go with the content module that reads them, once.
    // So does the interface catalogues' formatter (i18n/interface-text and what it uses): every page's
    // footer needs it, and each `hindi*` chunk had its own copy, ~1 KB gzip each (decision 026 §3, "Cost").
    /[\\/](public-site[\\/]src[\\/](ui|content)[\\/]|public-site[\\/]src[\\/]i18n[\\/](interface-text|message-format|locales|format)\.ts$|shared[\\/]src[\\/](routes|constants|language-paths|i18n[\\/]message-format|resources[\\/]admin-lists|schemas[\\/]site-(text|images|content-empty))\.ts$)/,
  );
  Object.assign(site.optimization.splitChunks.cacheGroups, cacheGroups);
  site.plugins.push(plugin);
  return [{ ...site, name: 'public_site' }, runtimeCoreScriptConfig({ dir: __dirname, mode, name: 'public_site' })];
};
