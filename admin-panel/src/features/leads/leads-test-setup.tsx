import { fetchRecord, updateRecord, type RecordAnswer } from '../record/record-api';
import { fetchAssignees } from './leads-api';

/**
 * What a lead's tests share, in English (leads.test.tsx) and in Hindi (leads-hindi.test.tsx): the
 * record, settings and leads calls mocked (the chart drawn as a bare labelled image), handles on the
 * record calls, an owner to sign in as, an answer builder, today's date in India and the two admins a
 * lead can be given to. Each file gives its own settings and reply templates. A test file imports this
 * module before anything else, so the mocks are in place before the panel's modules load (jest.mock is
 * hoisted within this module).
 */
jest.mock('../record/record-api', () => ({
  ...jest.requireActual('../record/record-api'),
  fetchRecord: jest.fn(),
  updateRecord: jest.fn(),
}));
jest.mock('../settings/settings-api', () => ({
  ...jest.requireActual('../settings/settings-api'),
  getSettings: jest.fn(),
}));
jest.mock('./leads-api');
// jsdom has no canvas: the chart is Chart.js's to draw and the e2e test's to see.
jest.mock('./report-chart', () => ({
  ReportChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

export const fetchOne = fetchRecord as jest.MockedFunction<typeof fetchRecord>;
export const patch = updateRecord as jest.MockedFunction<typeof updateRecord>;
export const owner = { status: 'authenticated' as const, email: 'owner@dds.test' };
export const answer = (item: object): RecordAnswer => ({
  item: item as RecordAnswer['item'],
  history: [],
  duplicates: [],
});
export const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

// Runs before the test file's own beforeEach (registered first), which gives its settings and templates.
beforeEach(() => {
  jest.clearAllMocks();
  (fetchAssignees as jest.Mock).mockResolvedValue([
    { id: 1, email: 'owner@dds.test' },
    { id: 2, email: 'meena@dds.test' },
  ]);
});
