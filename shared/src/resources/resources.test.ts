import { admissionSchema } from '../schemas/admission';
import { certificateSchema } from '../schemas/certificate';
import { donationSchema } from '../schemas/donation';
import { inquirySchema } from '../schemas/inquiry';
import { API_PATHS } from '../api/paths';
import { RESOURCES, RESOURCE_NAMES, optionLabel, type ResourceName } from './index';
import { defineResource, fieldLabel } from './resource-definition';

const ENTITY_KEYS: Record<ResourceName, string[]> = {
  inquiries: Object.keys(inquirySchema.shape),
  admissions: Object.keys(admissionSchema.shape),
  donations: Object.keys(donationSchema.shape),
  certificates: Object.keys(certificateSchema.shape),
};

/** The CSV headers the exports had before the definitions (the office's spreadsheets rely on them). */
/**
 * Columns added since, at the end (docs/decisions/018-phones-and-leads.md: the inquiry's course page;
 * docs/decisions/026-hindi.md §7: the language a submission was sent in).
 */
const ADDED_CSV_HEADERS: Partial<Record<ResourceName, string[]>> = {
  inquiries: ['Course page', 'Language'],
  admissions: ['Language'],
  donations: ['Language'],
};

const TODAYS_CSV_HEADERS: Record<ResourceName, string[]> = {
  inquiries: ['Received (IST)', 'Kind', 'Name', 'Email', 'Phone', 'Course', 'Message', 'Status', 'Notes', 'Record ID'],
  admissions: ['Received (IST)', 'Name', 'Email', 'Phone', 'Course', 'Mode', 'Status', 'Notes', 'Record ID'],
  donations: ['Received (IST)', 'Name', 'Email', 'Amount (INR)', 'Message', 'UPI reference', 'Verified', 'Record ID'],
  certificates: ['Uploaded (IST)', 'Name', 'Roll number', 'Date of birth', 'File', 'Record ID'],
};

// The addresses follow from the lists' names (admin-lists.ts); the product's stay as docs/contract.md
// §2 and §4 spell them, and the menu keeps its order.
test('every list keeps its API path, its screen and its place in the menu', () => {
  expect(RESOURCE_NAMES.map((n) => [n, RESOURCES[n].apiPath, RESOURCES[n].adminPath])).toEqual([
    ['inquiries', '/api/admin/inquiries', '/admin/inquiries'],
    ['admissions', '/api/admin/admissions', '/admin/admission'],
    ['donations', '/api/admin/donations', '/admin/donationdetails'],
    ['certificates', '/api/admin/certificates', '/admin/certificates'],
  ]);
});

describe.each(RESOURCE_NAMES)('resource definition %s', (name) => {
  const def = RESOURCES[name];
  const entityKeys = ENTITY_KEYS[name];
  const fieldKeys = def.fields.map((f) => f.key);

  it('names itself and its API path', () => {
    expect(def.name).toBe(name);
    expect(def.apiPath).toBe(API_PATHS[name]);
    expect(def.adminPath).toMatch(/^\/admin\//);
  });

  it('uses only keys of the entity it describes', () => {
    const used = [
      ...fieldKeys,
      ...def.listColumns,
      def.titleField,
      ...def.searchFields,
      ...def.sortKeys,
      ...def.csvColumns.map((c) => c.key),
      ...def.editableContactFields,
    ];
    expect(used.filter((key) => !entityKeys.includes(key))).toEqual([]);
  });

  it('lists each field once, and its table, search and edit keys among the fields', () => {
    expect(new Set(fieldKeys).size).toBe(fieldKeys.length);
    for (const key of [...def.listColumns, def.titleField, ...def.editableContactFields])
      expect(fieldKeys).toContain(key);
  });

  it('shows at most five columns in the table, plus the language of a submission', () => {
    const columns = def.listColumns.filter((key) => key !== 'language');
    expect(columns.length).toBeGreaterThan(0);
    expect(columns.length).toBeLessThanOrEqual(5);
    // Decision 026: every list of what visitors sent shows and filters the language they sent it in.
    const submission = name !== 'certificates';
    expect(def.listColumns.includes('language')).toBe(submission);
    expect(def.filters.includes('language')).toBe(submission);
  });

  it("keeps today's CSV header, new columns only after it", () => {
    expect(def.csvColumns.map((c) => c.label)).toEqual([
      ...TODAYS_CSV_HEADERS[name],
      ...(ADDED_CSV_HEADERS[name] ?? []),
    ]);
  });

  it('labels every status and confirms only real statuses', () => {
    for (const status of def.statuses ?? []) expect(def.statusLabels?.[status]).toBeTruthy();
    for (const status of def.confirmStatuses ?? []) expect(def.statuses).toContain(status);
    expect(def.filters.includes('status')).toBe(Boolean(def.statuses));
  });
});

describe('resource definitions', () => {
  it('soft-delete the submissions, not the uploaded certificates', () => {
    expect(RESOURCE_NAMES.filter((n) => RESOURCES[n].softDelete)).toEqual(['inquiries', 'admissions', 'donations']);
  });

  it('label an inquiry course, a business topic and a missing topic as the screen does', () => {
    const course = RESOURCES.inquiries.fields.find((f) => f.key === 'course')!;
    expect(optionLabel(course, 'computer')).toBe('Computer Course');
    expect(optionLabel(course, 'web')).toBe('Web Development');
    expect(optionLabel(course, '')).toBe('Not sure yet');
    expect(optionLabel(course, 'retired-code')).toBe('retired-code');
  });
});

/**
 * docs/how-to-add.md: a field added to a submission's schema shows in the record view and the CSV
 * without a line in the definition — labelled by its key in words, after the visitor's other fields,
 * its CSV column at the end (the office's spreadsheets keep theirs where they were).
 */
describe('a submitted field the definition does not list', () => {
  const definition = defineResource<{ name: string; postalCode: string; createdAt: string; id: number }>({
    ...RESOURCES.admissions,
    submittedFields: ['name', 'postalCode'],
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'createdAt', label: 'Received', kind: 'datetime' },
    ],
    listColumns: ['name'],
    titleField: 'name',
    searchFields: ['name'],
    sortKeys: ['createdAt'],
    csvColumns: [
      { key: 'createdAt', label: 'Received (IST)' },
      { key: 'name', label: 'Name' },
      { key: 'id', label: 'Record ID' },
    ],
    editableContactFields: [],
  });

  it('joins the record view after the last submitted field listed, labelled in words', () => {
    expect([fieldLabel('city'), fieldLabel('postalCode'), fieldLabel('upiReference')]).toEqual([
      'City',
      'Postal code',
      'Upi reference',
    ]);
    expect(definition.fields.map((f) => [f.key, f.label])).toEqual([
      ['name', 'Name'],
      ['postalCode', 'Postal code'],
      ['createdAt', 'Received'],
    ]);
  });

  it('joins the CSV columns at the end', () => {
    expect(definition.csvColumns.map((c) => c.label)).toEqual(['Received (IST)', 'Name', 'Record ID', 'Postal code']);
  });

  it('leaves the three submission lists as written: each already lists every field its schema has', () => {
    expect(RESOURCES.inquiries.fields.map((f) => f.key)).toEqual([
      'name',
      'kind',
      'course',
      'coursePage',
      'email',
      'phone',
      'message',
      'language',
      'createdAt',
      'status',
      'statusChangedAt',
      'notes',
    ]);
    expect(RESOURCES.admissions.fields.map((f) => f.key)).toEqual([
      'name',
      'course',
      'mode',
      'email',
      'phone',
      'language',
      'createdAt',
      'status',
      'statusChangedAt',
      'notes',
    ]);
    expect(RESOURCES.donations.fields.map((f) => f.key)).toEqual([
      'name',
      'email',
      'screenshot',
      'amount',
      'upiReference',
      'message',
      'language',
      'createdAt',
      'verified',
      'receiptNo',
    ]);
    expect(RESOURCES.inquiries.submittedFields).toEqual([
      'kind',
      'name',
      'email',
      'phone',
      'course',
      'coursePage',
      'message',
      'language',
    ]);
    expect(RESOURCES.donations.submittedFields).toEqual(['name', 'email', 'language']);
  });
});
