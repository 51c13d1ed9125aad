// Copies single files into the build under a name of our choosing: the licence a shipped font
// requires beside it (public-site: the SIL Open Font License of Noto Sans Devanagari).
const fs = require('node:fs');

class CopyFilesPlugin {
  /** @param {{ from: string, to: string }[]} files */
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { from, to } of this.files) {
            compilation.fileDependencies.add(from);
            compilation.emitAsset(to, new RawSource(fs.readFileSync(from)));
          }
        },
      );
    });
  }
}
module.exports = CopyFilesPlugin;
