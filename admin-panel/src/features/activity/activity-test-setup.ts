import type { ActivityEntry } from '@dds/shared/schemas/account';
import { fetchActivityPeople } from './activity-api';

/**
 * What the Activity screen's tests share, in English (activity.test.tsx) and in Hindi
 * (activity-hindi.test.tsx): the activity calls mocked, a staff member to sign in as, an entry builder
 * (newest first: each entry gets a lower id) and the people filter's two admins. A test file imports
 * this module before anything else, so the mocks are in place before the panel's modules load
 * (jest.mock is hoisted within this module).
 */
jest.mock('./activity-api', () => ({ fetchActivity: jest.fn(), fetchActivityPeople: jest.fn() }));

export const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
export const staff = { status: 'authenticated' as const, email: 'ravi@dds.test', role: 'staff' as const };

let id = 100;
export const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: id--,
  at: '2026-11-22T15:58:00.000Z',
  actor: 'owner@dds.test',
  action: 'login',
  target: null,
  detail: null,
  ip: '127.0.0.1',
  ...over,
});

/** An action a newer server wrote (no words for it in this panel), on a named inquiry, with a field it has no label for. */
export const newerServerEntry = () =>
  entry({
    action: 'record.merge',
    target: 'inquiry:12',
    detail: '{"mergedInto":{"before":null,"after":15}}',
    record: { name: 'Asha Verma' },
  });

beforeEach(() => {
  jest.clearAllMocks();
  mocked(fetchActivityPeople).mockResolvedValue(['owner@dds.test', 'ravi@dds.test']);
});
