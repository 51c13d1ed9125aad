import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { resetSessionForTests, useSession } from './session-store';
import { useServerData } from './use-server-data';

/** A read the test answers by hand, remembering the signal each call got. */
function controlledRead<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (value: T) => void; reject: (failure: unknown) => void }> = [];
  const read = jest.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { read, calls };
}

beforeEach(() => {
  resetSessionForTests('authenticated', 'owner@dds.test', 'owner');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('reads when mounted, keeps the answer on screen while reading again, and reads again after a login', async () => {
  const { read, calls } = controlledRead<string[]>();
  const { result } = renderHook(() => useServerData('users', read, []));
  expect(result.current).toMatchObject({ loading: true, data: null, error: null });
  await act(async () => calls[0]!.resolve(['ravi']));
  expect(result.current).toMatchObject({ loading: false, data: ['ravi'] });

  act(() => result.current.reload());
  expect(result.current).toMatchObject({ loading: true, data: ['ravi'] });
  await act(async () => calls[1]!.resolve(['ravi', 'meera']));
  expect(result.current.data).toEqual(['ravi', 'meera']);

  // The login after an ended session: what the screen shows is read again.
  act(() => useSession.setState((s) => ({ generation: s.generation + 1 })));
  expect(read).toHaveBeenCalledTimes(3);
});

it('aborts an older read when the key changes, and drops its answer', async () => {
  const { read, calls } = controlledRead<string>();
  const { result, rerender } = renderHook(({ page }) => useServerData('inquiries', read, [page]), {
    initialProps: { page: 1 },
  });
  rerender({ page: 2 });
  expect(calls[0]!.signal.aborted).toBe(true);
  await act(async () => calls[1]!.resolve('page 2'));
  await act(async () => calls[0]!.resolve('page 1'));
  expect(result.current.data).toBe('page 2');
});

it('aborts the read still running when the screen goes', () => {
  const { read, calls } = controlledRead<string>();
  const { unmount } = renderHook(() => useServerData('sessions', read, []));
  unmount();
  expect(calls[0]!.signal.aborted).toBe(true);
});

it('says a failure in words, keeps the data, and leaves a 401 to the login dialog', async () => {
  const { read, calls } = controlledRead<string>();
  const { result } = renderHook(() => useServerData('the releases', read, []));
  await act(async () => calls[0]!.resolve('overview'));

  act(() => result.current.reload());
  await act(async () => calls[1]!.reject(new ApiError('Network Error', 0)));
  expect(result.current).toMatchObject({ loading: false, data: 'overview', error: 'No answer from the server.' });
  expect(console.warn).toHaveBeenCalledWith('Could not load the releases', expect.any(ApiError));

  act(() => result.current.reload());
  await act(async () => calls[2]!.reject(new ApiError('Please log in again', 401)));
  expect(result.current.error).toBeNull();
});

it('reads nothing while not enabled', async () => {
  const { read } = controlledRead<string>();
  const { result } = renderHook(() => useServerData('users', read, [], { enabled: false }));
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(read).not.toHaveBeenCalled();
});
