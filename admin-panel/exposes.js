// The modules this remote exposes to the shell — read by webpack.config.js and by `pnpm release`,
// which writes their type declarations into the release (scripts/contract-types.mjs).
module.exports = { './routes': './src/routes.tsx' };
