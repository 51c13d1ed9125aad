import type { Inquiry } from '@dds/shared';

let nextId = 1;
/** An inquiry as the server lists it; override what the test cares about. */
export function anInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  const id = nextId++;
  return {
    id,
    name: `Student ${id}`,
    email: `student${id}@example.in`,
    phone: '9876543210',
    course: 'spoken',
    message: 'Please call me about the evening batch',
    status: 'new',
    notes: '',
    statusChangedAt: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
