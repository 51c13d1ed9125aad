/** File types we accept, recognised by their first bytes (never by name or browser type). */
export type DetectedType = { mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf'; ext: string };

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

export function detectType(head: Buffer): DetectedType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  // RIFF....WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' }; // %PDF-
  return undefined;
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PDF_TYPES = ['application/pdf'] as const;
