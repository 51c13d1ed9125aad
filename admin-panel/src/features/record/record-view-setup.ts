// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { fetchListPage } from '@dds/shared/api';
import { fetchRecord, trashRecord, updateRecord, type RecordAnswer } from './record-api';

/**
 * What the record view's tests share, in English (record-view.test.tsx) and in Hindi
 * (record-view-hindi.test.tsx): the record calls and the list page mocked, handles on them, and an
 * answer builder. A test file imports this module before anything else, so the mocks are in place
 * before the panel's modules load (jest.mock is hoisted within this module).
 */
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));
jest.mock('./record-api', () => ({
  ...jest.requireActual('./record-api'),
  fetchRecord: jest.fn(),
  updateRecord: jest.fn(),
  trashRecord: jest.fn(),
}));

export const fetchOne = fetchRecord as jest.MockedFunction<typeof fetchRecord>;
export const patch = updateRecord as jest.MockedFunction<typeof updateRecord>;
export const trash = trashRecord as jest.MockedFunction<typeof trashRecord>;
export const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;

/** The server's answer for one record: the item, with no history or duplicates unless given. */
export const answer = (item: object, more: Partial<RecordAnswer> = {}): RecordAnswer => ({
  item: item as RecordAnswer['item'],
  history: [],
  duplicates: [],
  ...more,
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});
