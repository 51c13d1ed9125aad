const path = require('node:path');

/**
 * The service worker (src/service-worker/sw.ts) as its own small bundle at the site root, /sw.js:
 * no federation runtime, no React. Not hashed (browsers look it up by name and the server sends it
 * `no-cache`), so a changed worker is installed on the next visit.
 */
module.exports = (mode) => ({
  name: 'service-worker',
  mode,
  context: __dirname,
  target: 'webworker',
  entry: { sw: './src/service-worker/sw.ts' },
  // After the shell build: it cleans dist/ first.
  dependencies: ['shell'],
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
  devtool: false,
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('ts-loader'),
          options: {
            transpileOnly: true,
            configFile: path.join(__dirname, 'src/service-worker/tsconfig.json'),
            compilerOptions: { noEmit: false, module: 'esnext' },
          },
        },
      },
    ],
  },
  performance: { hints: false },
  stats: 'errors-warnings',
});
