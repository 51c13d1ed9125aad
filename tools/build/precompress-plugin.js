// Writes .br and .gz beside every compressible build file so the server can send them as they
// are (Accept-Encoding) without compressing on each request — most visitors are on slow mobile data.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|json|html|css|svg|txt|xml)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new RawSource(zlib.gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}

module.exports = PrecompressPlugin;
