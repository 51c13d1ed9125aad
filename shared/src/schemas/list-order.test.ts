import { courseOrderSchema, listOrderSchema, moveInOrder, reorderConflictMessage } from './list-order';

describe('a whole-list order', () => {
  it('moves one item to a new place, the others keeping theirs', () => {
    expect(moveInOrder(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInOrder(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
  });

  it('is a list of distinct ids with the version it was based on (one schema for browser and server)', () => {
    expect(listOrderSchema.safeParse({ ids: [3, 1, 2], version: 4 }).success).toBe(true);
    expect(listOrderSchema.safeParse({ ids: [3, 1, 3], version: 4 }).error?.issues[0]?.message).toBe(
      'Each id may appear once',
    );
    expect(listOrderSchema.safeParse({ ids: [3, 1, 2] }).success).toBe(false);
    expect(courseOrderSchema.safeParse({ list: 'menu', ids: [], version: 1 }).error?.issues[0]?.message).toBe(
      'List must be courses, featured or grid',
    );
  });

  it('says who reordered the list and when, in India time', () => {
    expect(reorderConflictMessage({ changedBy: 'ravi@dds.test', changedAt: '2026-11-27T14:10:00.000Z' })).toBe(
      'ravi@dds.test reordered this list at 27 Nov 2026, 7:40 pm. Their order is shown now: move the item again if you still want to.',
    );
  });
});
