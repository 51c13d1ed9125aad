// Entry point of a SQLite read worker thread (db/read-pool/): bundled beside main.js as
// dist/read-worker.js; run from the TypeScript sources under jest and tsx.
import { serveReads } from './db/read-pool/read-worker';
import { csvExportText } from './features/resources/csv-export-text';
import { RESOURCE_TABLES } from './features/resources/resource-tables';

serveReads({ csv: csvExportText(RESOURCE_TABLES) });
