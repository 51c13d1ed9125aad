// The modules this remote exposes to the shell — read by webpack.config.js and by `pnpm release`,
// which writes their type declarations into the release (scripts/contract-types.mjs).
module.exports = {
  './routes': './src/routes.tsx',
  './Header': './src/layout/header.tsx',
  './Footer': './src/layout/footer.tsx',
  // Header + page + footer as the server renders them: the shell hydrates inside it.
  // Header and Footer stay exposed for shells older than the Layout.
  './Layout': './src/layout/public-layout.tsx',
};
