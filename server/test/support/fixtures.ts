/** Data builders shared by the server tests. */
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
