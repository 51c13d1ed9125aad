// public-site's production build with an additive change to @dds/shared's stateless code: a new
// function in @dds/shared/routes (routes-with-release-note.ts) that the footer calls
// (footer-with-release-note.tsx, put in the Layout's place of ./footer). Deployed alone, under the
// shell already live, it must run: the remote bundles its stateless shared code.
const path = require('node:path');
const publicSiteDir = path.resolve(__dirname, '../../public-site');
const webpack = require(require.resolve('webpack', { paths: [publicSiteDir] }));
const publicSiteConfig = require(path.join(publicSiteDir, 'webpack.config.js'));

module.exports = (env, argv) => {
  const [site, ...others] = publicSiteConfig(env, argv);
  site.resolve.alias = {
    ...site.resolve.alias,
    '@dds/shared/routes$': path.join(__dirname, 'routes-with-release-note.ts'),
  };
  site.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/^\.\/footer$/, (resource) => {
      if (/public-layout\.tsx$/.test(resource.contextInfo.issuer ?? ''))
        resource.request = path.join(__dirname, 'footer-with-release-note.tsx');
    }),
  );
  return [site, ...others];
};
