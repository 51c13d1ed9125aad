// Adds tools/responsive-image-loader.js to a webpack config: `?…&responsive` imports of PNG/JPEG
// go through sharp; every other image import stays a plain hashed asset.
const RESPONSIVE = /(^|&)responsive$/;

function withResponsiveImages(config, { emit = true } = {}) {
  const rules = config.module.rules.map((rule) =>
    rule.type === 'asset/resource' ? { ...rule, resourceQuery: { not: [RESPONSIVE] } } : rule,
  );
  rules.unshift({
    test: /\.(png|jpe?g)$/i,
    resourceQuery: RESPONSIVE,
    type: 'javascript/auto',
    use: { loader: require.resolve('./responsive-image-loader'), options: { emit, sharpFrom: config.context } },
  });
  return { ...config, module: { ...config.module, rules } };
}

module.exports = { withResponsiveImages };
