// Jest has no webpack: an `?…&responsive` image import is this stand-in set (tools/build/responsive-image-loader.js).
module.exports = {
  src: '/assets/stub.00000000.128.png',
  width: 128,
  height: 128,
  sources: [
    { type: 'image/avif', srcSet: '/assets/stub.00000000.48.avif 48w' },
    { type: 'image/webp', srcSet: '/assets/stub.00000000.48.webp 48w' },
    { type: 'image/png', srcSet: '/assets/stub.00000000.48.png 48w' },
  ],
};
