import type { Admission, Certificate, Donation, Inquiry } from '@dds/shared/schemas';

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
    kind: 'student',
    message: 'Please call me about the evening batch',
    status: 'new',
    notes: '',
    statusChangedAt: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function aDonation(overrides: Partial<Donation> = {}): Donation {
  const id = nextId++;
  return {
    id,
    name: `Donor ${id}`,
    email: `donor${id}@example.in`,
    screenshot: `/api/admin/donations/${id}/screenshot`,
    amount: null,
    message: null,
    upiReference: null,
    verified: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function anAdmission(overrides: Partial<Admission> = {}): Admission {
  const id = nextId++;
  return {
    id,
    name: `Applicant ${id}`,
    email: `applicant${id}@example.in`,
    phone: '9876543210',
    course: 'Tally + GST',
    mode: 'Offline',
    status: 'pending',
    notes: '',
    statusChangedAt: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function aCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const id = nextId++;
  return {
    id,
    name: `Graduate ${id}`,
    roll: `DDS${id}`,
    dob: '2005-08-22',
    fileName: `certificate-${id}.pdf`,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
