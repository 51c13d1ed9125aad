import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('lets a task already waiting in the queue run before the start-up goes on', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    await yieldToMain();
    order.push('next start-up step');
    expect(order).toEqual(['waiting task', 'next start-up step']);
  });

  it("uses the browser's scheduler.yield where there is one (it keeps our place ahead of other work)", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
