import type { AdminUserSummary } from '@dds/shared/schemas/account';
import { fetchAdminUsers } from './users-api';

/**
 * What the Users screen's tests share, in English (users.test.tsx) and in Hindi (users-hindi.test.tsx):
 * the users' calls and the current admin mocked, an owner to sign in as, and the two users the list
 * starts with. A test file imports this module before anything else, so the mocks are in place before
 * the panel's modules load (jest.mock is hoisted within this module).
 */
jest.mock('./users-api', () => ({
  fetchAdminUsers: jest.fn(),
  addAdminUser: jest.fn(),
  setAdminUserRole: jest.fn(),
  removeAdminUser: jest.fn(),
}));
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCurrentAdmin: jest.fn() }));

export const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
export const owner = { status: 'authenticated' as const, email: 'owner@dds.test', role: 'owner' as const };

export const aUser = (over: Partial<AdminUserSummary>): AdminUserSummary => ({
  id: 1,
  email: 'owner@dds.test',
  role: 'owner',
  createdAt: '2026-11-01T04:30:00.000Z',
  lastSeenAt: '2026-11-22T15:58:00.000Z',
  you: false,
  ...over,
});
export const me = aUser({ id: 1, you: true });
export const ravi = aUser({ id: 2, email: 'ravi@dds.test', role: 'staff', lastSeenAt: null });

beforeEach(() => {
  jest.clearAllMocks();
  mocked(fetchAdminUsers).mockResolvedValue([me, ravi]);
});
