/**
 * A real PNG from its raw scanlines (8-bit RGB by default: each row a filter byte, 0 for none, and
 * width × 3 bytes). The server decodes and resizes uploads, so tests send real images. The writer is
 * the server's own, the one in the repository (the seed's images and the server tests' PNGs).
 */
export { encodePng } from '../../server/src/lib/sample-files';
