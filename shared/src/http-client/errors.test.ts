import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, toApiError } from './errors';

function axiosFailure(status: number | undefined, data?: unknown) {
  const config = { headers: new AxiosHeaders() };
  const response = status === undefined ? undefined : { status, data, statusText: '', headers: {}, config };
  return new AxiosError('boom', 'ERR', config, undefined, response);
}

describe('toApiError', () => {
  it("keeps the server's message and status", () => {
    const error = toApiError(axiosFailure(400, { message: 'Email must be a valid e-mail address' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Email must be a valid e-mail address');
    expect(error.status).toBe(400);
  });
  it('marks a 401 as unauthorized', () => {
    expect(toApiError(axiosFailure(401, { message: 'Please log in' })).isUnauthorized).toBe(true);
  });
  it('reports a call that got no answer as status 0', () => {
    const error = toApiError(axiosFailure(undefined));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error');
  });
});
