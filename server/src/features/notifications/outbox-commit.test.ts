import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { validInquiry } from '../../../test/support/fixtures';
import { createTestDatabase, testDialects } from '../../../test/support/test-app';
import { insertInquiry } from '../inquiries/inquiry.repository';
import { addToOutbox } from './outbox.repository';

/**
 * A submission and its notification are one commit (database.submit): on SQLite's group-commit
 * path (batched, and one by one after a failed batch) and on PostgreSQL.
 */
for (const dialect of testDialects()) {
  describe(`a submission and its outbox row commit together [${dialect}]`, () => {
    let dataDir: string;
    let database: Database;
    let drop: () => Promise<void>;
    beforeEach(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-outbox-'));
      ({ database, drop } = await createTestDatabase(dialect, dataDir));
    });
    afterEach(async () => {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** An inquiry and its outbox row, written the way the route writes them. */
    const submitInquiry = (name: unknown) =>
      database.submit(async (trx) => {
        const id = await insertInquiry(trx, validInquiry({ name }) as never);
        await addToOutbox(trx, 'inquiry', id, { name });
        return id;
      });
    const stored = async () => {
      const inquiries = await database.db.selectFrom('inquiries').select(['id', 'name']).orderBy('id').execute();
      const rows = await database.db
        .selectFrom('notification_outbox')
        .select(['record_id', 'payload'])
        .orderBy('record_id')
        .execute();
      return { inquiries, outbox: rows.map((r) => ({ id: r.record_id, name: JSON.parse(r.payload).name })) };
    };

    it('a failure after the insert stores neither the submission nor its notification', async () => {
      const failing = database.submit(async (trx) => {
        const id = await insertInquiry(trx, validInquiry({ name: 'Half Done' }) as never);
        await addToOutbox(trx, 'inquiry', id, { name: 'Half Done' });
        throw new Error('the server failed here');
      });
      await expect(failing).rejects.toThrow('the server failed here');
      expect(await stored()).toEqual({ inquiries: [], outbox: [] });
    });

    it('submissions that arrive together each get exactly one outbox row; one that fails gets none', async () => {
      const results = await Promise.allSettled(['Good 1', 'Good 2', null, 'Good 3'].map(submitInquiry));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      const { inquiries, outbox } = await stored();
      expect(inquiries.map((i) => i.name).sort()).toEqual(['Good 1', 'Good 2', 'Good 3']); // PostgreSQL commits them in any order
      expect(outbox).toEqual(inquiries);
    });

    if (dialect === 'sqlite') {
      it('a batch whose COMMIT fails is rerun one by one: the good ones keep their row, nothing is doubled', async () => {
        await sql`create table parent (id integer primary key)`.execute(database.db);
        await sql`create table child (id integer primary key, parent_id integer not null references parent (id) deferrable initially deferred)`.execute(
          database.db,
        );
        const orphan = database.submit((db) => sql`insert into child (parent_id) values (999)`.execute(db)); // fails only at COMMIT
        const results = await Promise.allSettled([submitInquiry('Before'), orphan, submitInquiry('After')]);
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
        const { inquiries, outbox } = await stored();
        expect(inquiries.map((i) => i.name)).toEqual(['Before', 'After']);
        expect(outbox).toEqual(inquiries);
      });
    }
  });
}
