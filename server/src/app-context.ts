import type { Config } from './config';
import type { Database } from './db/database';
import type { FileStorage } from './storage/file-storage';

/** What every route module needs, passed explicitly instead of hanging off globals. */
export interface AppContext {
  config: Config;
  database: Database;
  storage: FileStorage;
}
