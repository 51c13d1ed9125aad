import { assessStorage } from './storage-status';

const GiB = 1024 ** 3;
const quota = { usedBytes: 0, quotaBytes: 500 * 1024 ** 2 };

describe('storage warning thresholds', () => {
  it.each([
    [{ freeBytes: 50 * GiB, totalBytes: 100 * GiB }, false],
    [{ freeBytes: 9 * GiB, totalBytes: 100 * GiB }, true], // under 10 %
    [{ freeBytes: 0.9 * GiB, totalBytes: 5 * GiB }, true], // 18 % free but under 1 GiB
    [{ freeBytes: 0, totalBytes: 5 * GiB }, true],
  ])('disk %j → low: %s', (disk, low) => {
    expect(assessStorage({ disk, ...quota }).disk).toEqual({ ...disk, low });
  });

  it('says nothing about the disk when it cannot be measured', () => {
    expect(assessStorage({ disk: null, ...quota }).disk).toBeNull();
  });

  it.each([
    [0, false, false],
    [449, false, false],
    [450, true, false],
    [500, true, true],
  ])('%i MB of a 500 MB quota → nearlyFull %s, full %s', (usedMb, nearlyFull, full) => {
    expect(
      assessStorage({ disk: null, usedBytes: usedMb * 1024 ** 2, quotaBytes: 500 * 1024 ** 2 }).donationUploads,
    ).toMatchObject({ nearlyFull, full });
  });
});
