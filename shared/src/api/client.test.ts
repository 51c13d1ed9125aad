import { fetchCurrentAdmin } from './client';
import { http } from '@dds/shared/http-client';

describe('fetchCurrentAdmin', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the logged-in admin', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: { admin: { email: 'office@dds.example' } } });
    await expect(fetchCurrentAdmin()).resolves.toEqual({ email: 'office@dds.example' });
    expect(http.get).toHaveBeenCalledWith('/api/session');
  });

  it('rejects with a 401 when nobody is logged in, so the panel shows its login', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: { admin: null } });
    await expect(fetchCurrentAdmin()).rejects.toMatchObject({ status: 401, isUnauthorized: true });
  });
});
