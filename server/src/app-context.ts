import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Notifications } from './features/notifications/notifications';
import type { ReleaseServing } from './releases/release-serving';
import type { CounterStore } from './security/counter-store';
import type { FileStorage } from './storage/file-storage';

/** What every route module needs, passed explicitly instead of hanging off globals. */
export interface AppContext {
  config: Config;
  database: Database;
  storage: FileStorage;
  /** The login throttles' counters: this process, or Redis shared by all (shared-counters/counters.ts). */
  loginCounters: CounterStore;
  /** What the public pages show now (settings, …), re-read when its version moves. */
  siteContent: () => Promise<SiteContent>;
  /** E-mail to the institute about new submissions: enqueue in the submission's transaction, wake after it. */
  notifications: Notifications;
  /** Which release of each front-end part a request gets (releases/release-serving.ts). */
  releases: ReleaseServing;
}
