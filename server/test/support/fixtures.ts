/** Data builders shared by the server tests. */
import { encodePng } from '../../src/lib/sample-files';
export { makePdf, makePng } from '../../src/lib/sample-files';

export const validInquiry = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  course: 'spoken',
  message: 'When does the next batch start?',
  ...over,
});

export const validAdmission = (over: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  course: 'Python',
  mode: 'Offline',
  ...over,
});

/** A PNG whose header claims width × height 1-bit pixels, all zero: a few KB that decode to hundreds of MB. */
export const pngBomb = (width: number, height: number): Buffer =>
  encodePng(width, height, Buffer.alloc(height * (1 + Math.ceil(width / 8))), { bitDepth: 1, colourType: 0, level: 9 });
