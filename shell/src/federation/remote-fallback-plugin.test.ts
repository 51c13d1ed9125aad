import remoteFallbackPlugin, { isUnavailable } from './remote-fallback-plugin';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remote fallback runtime plugin', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote as unknown as Hook;
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('answers a marker module when a remote module fails to load', () => {
    const result = hook({ id: 'admin_panel/routes', error: new Error('offline'), lifecycle: 'onLoad' });
    expect(isUnavailable(result)).toBe(true);
    expect(result).toMatchObject({ remote: 'admin_panel' });
  });

  it('leaves earlier lifecycles to fail normally so the onLoad fallback is the single answer', () => {
    expect(
      hook({ id: '/remotes/admin-panel/mf-manifest.json', error: new Error('404'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
  });
});
