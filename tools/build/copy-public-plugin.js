// Copies a package's public/ files (logo, favicon, gallery placeholders) into the build as-is.
const fs = require('node:fs');
const path = require('node:path');

class CopyPublicPlugin {
  constructor(dir, exclude = []) {
    this.dir = dir;
    this.exclude = new Set(exclude);
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir) => {
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              const rel = path.relative(this.dir, full).split(path.sep).join('/');
              if (entry.isDirectory()) {
                compilation.contextDependencies.add(full);
                walk(full);
              } else if (!this.exclude.has(rel)) {
                compilation.fileDependencies.add(full);
                compilation.emitAsset(rel, new RawSource(fs.readFileSync(full)));
              }
            }
          };
          // Watched like sources, so `pnpm dev` rebuilds when a file here changes or is added.
          compilation.contextDependencies.add(this.dir);
          if (fs.existsSync(this.dir)) walk(this.dir);
        },
      );
    });
  }
}
module.exports = CopyPublicPlugin;
