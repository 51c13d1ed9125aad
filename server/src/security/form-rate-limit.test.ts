import { startTestApp, type TestApp } from '../../test/support/test-app';
import { validInquiry } from '../../test/support/fixtures';

describe('public form rate limit (RATE_LIMIT_FORMS_PER_MIN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { rateLimitFormsPerMin: 2 });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message once a client exceeds the limit', async () => {
    const post = () => t.app.inject({ method: 'POST', url: '/api/inquiry/inquiryform', payload: validInquiry() });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/too many/i) });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts per client address', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      payload: validInquiry(),
      remoteAddress: '10.9.8.7',
    });
    expect(other.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      payload: validInquiry(),
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(spoofed.statusCode).toBe(429);
  });
});
