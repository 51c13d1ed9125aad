import { MemoryCounterStore, type CounterStore, type CounterWindow } from '../security/counter-store';
import { CountersUnavailableError, type RedisLink } from './redis-link';

/**
 * Redis or nothing: every call goes to Redis and a failure rejects with CountersUnavailableError.
 * For the login counters, where counting in one process would hand every process its own full
 * allowance of password guesses; the login route answers 503 instead.
 */
export class SharedCounterStore implements CounterStore {
  constructor(private readonly link: RedisLink) {}

  hit(key: string, windowMs: number): Promise<CounterWindow> {
    return this.link.run((store) => store.hit(key, windowMs));
  }

  undo(key: string, resetAt: number): Promise<void> {
    return this.link.run((store) => store.undo(key, resetAt));
  }

  reset(key: string): Promise<void> {
    return this.link.run((store) => store.reset(key));
  }
}

/**
 * Redis while it answers, this process's own counters while it does not. For the public form
 * limits: refusing every enquiry while Redis is away would be worse than a limit per process, and
 * going without a limit is not an option. RedisLink logs the switch both ways.
 */
export class FallbackCounterStore implements CounterStore {
  private readonly shared: SharedCounterStore;

  constructor(
    link: RedisLink,
    private readonly local: CounterStore = new MemoryCounterStore(),
  ) {
    this.shared = new SharedCounterStore(link);
  }

  hit(key: string, windowMs: number): Promise<CounterWindow> {
    return this.either((store) => store.hit(key, windowMs));
  }

  undo(key: string, resetAt: number): Promise<void> {
    return this.either((store) => store.undo(key, resetAt));
  }

  reset(key: string): Promise<void> {
    return this.either((store) => store.reset(key));
  }

  private async either<T>(call: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      return await call(this.shared);
    } catch (error) {
      if (!(error instanceof CountersUnavailableError)) throw error;
      return call(this.local);
    }
  }
}
