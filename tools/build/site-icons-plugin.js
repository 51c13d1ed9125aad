// Emits the site's icons and its share picture, made from the logo at build time
// (docs/decisions/017-search-and-sharing.md), so they never drift from it: favicon.ico,
// apple-touch-icon.png, icon-192.png, icon-512.png (the shipped logo is 128 px, so these are
// enlargements until the owner uploads a logo) and share-card.png. The drawing is
// @dds/shared/site-icons, the one the server makes the same files with from an uploaded logo.
// sharp and @dds/shared are resolved from the package that uses this.

class SiteIconsPlugin {
  constructor(sharp, logoFile) {
    this.sharp = sharp;
    this.logoFile = logoFile;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { iconFiles, shareCard } = require(require.resolve('@dds/shared/site-icons', { paths: [compiler.context] }));
    compiler.hooks.thisCompilation.tap('SiteIconsPlugin', (compilation) => {
      compilation.fileDependencies.add(this.logoFile);
      compilation.hooks.processAssets.tapPromise(
        { name: 'SiteIconsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const logo = require('node:fs').readFileSync(this.logoFile);
          const files = { ...(await iconFiles(this.sharp, logo)), 'share-card.png': await shareCard(this.sharp, logo) };
          for (const [name, data] of Object.entries(files)) compilation.emitAsset(name, new RawSource(data));
        },
      );
    });
  }
}

module.exports = SiteIconsPlugin;
