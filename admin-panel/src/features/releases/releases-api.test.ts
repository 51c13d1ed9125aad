import { http } from '@dds/shared/api';
import { backToLiveInThisBrowser, fetchReleasesOverview, tryReleaseInThisBrowser } from './releases-api';

// The screen's tests mock these three; here they meet the shared client, so a wrong path or body shows.
let post: jest.SpyInstance;
let get: jest.SpyInstance;
beforeEach(() => {
  post = jest.spyOn(http, 'post').mockResolvedValue({ data: undefined });
  get = jest.spyOn(http, 'get').mockResolvedValue({ data: { parts: [] } });
});
afterEach(() => jest.restoreAllMocks());

it('reads the overview', async () => {
  expect(await fetchReleasesOverview()).toEqual({ parts: [] });
  expect(get).toHaveBeenCalledWith('/api/admin/releases', { signal: undefined });
});

it('posts the part and version to try', async () => {
  await tryReleaseInThisBrowser('admin-panel', '1.0.0-20261125.1');
  expect(post).toHaveBeenCalledWith('/api/admin/releases/try', { part: 'admin-panel', version: '1.0.0-20261125.1' });
});

it('posts the clear to go back to live', async () => {
  await backToLiveInThisBrowser();
  expect(post).toHaveBeenCalledWith('/api/admin/releases/try/clear');
});
