import { http } from '@dds/shared/api';
import { applyApiBase } from './api-base';

describe('applyApiBase: the API base is a deploy-time setting', () => {
  afterEach(() => {
    http.defaults.baseURL = '';
  });

  it('sends the API calls to the configured base', async () => {
    await applyApiBase('https://api.dds.example');
    expect(http.defaults.baseURL).toBe('https://api.dds.example');
  });

  it('leaves the client on the page origin when none is configured', async () => {
    await applyApiBase(undefined);
    expect(http.defaults.baseURL).toBe('');
  });
});
