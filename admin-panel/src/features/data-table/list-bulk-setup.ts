// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { fetchListPage } from '@dds/shared/api';
import { emptyTrash, fetchCourseNames, runBulk, trashTotal } from './list-api';

/**
 * What the bulk actions' tests share, in English (list-bulk.test.tsx) and in Hindi
 * (list-bulk-hindi.test.tsx): the list page, the bulk call, the course names and the Trash's
 * calls mocked, with handles on them. A test file imports this module before anything else, so
 * the mocks are in place before the panel's modules load (jest.mock is hoisted within this module).
 */
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));
jest.mock('./list-api', () => ({
  ...jest.requireActual('./list-api'),
  runBulk: jest.fn(),
  fetchCourseNames: jest.fn(),
  trashTotal: jest.fn(),
  emptyTrash: jest.fn(),
}));

export const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
export const bulk = runBulk as jest.MockedFunction<typeof runBulk>;
export const trashCount = trashTotal as jest.MockedFunction<typeof trashTotal>;
export const emptyAll = emptyTrash as jest.MockedFunction<typeof emptyTrash>;
export const PATH = '/api/admin/inquiries';

beforeEach(() => {
  jest.clearAllMocks();
  bulk.mockReset();
  (fetchCourseNames as jest.Mock).mockResolvedValue([]);
});
