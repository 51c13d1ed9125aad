import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { SUBMISSION_LISTS, perSubmission } from '@dds/shared/src/resources/admin-lists';
import type { Counts } from '@dds/shared/src/schemas/admin';
import { STORAGE_STATUS_PATH, type StorageStatus } from '@dds/shared/src/schemas/storage-status';
import type { AppContext } from '../../app-context';
import { pingDatabase } from '../../db/database';
import { releaseHealth } from '../../releases/release-health';
import { requireAdmin } from '../../security/require-admin';
import { assessStorage, diskSpace } from '../../storage/storage-status';
import { unverifiedScreenshotBytes } from '../donations/donation.repository';
import { countLive } from '../resources/resource-query';
import { RESOURCE_TABLES } from '../resources/resource-tables';

export function registerCountsAndHealth(app: FastifyInstance, ctx: AppContext) {
  const { db, reads } = ctx.database;

  app.get(API_PATHS.counts, { preHandler: requireAdmin(ctx) }, async (): Promise<Counts> => {
    // What the lists show: rows in the Trash are not counted. Counting 100k rows is work for the
    // read workers, not for the event loop that serves visitors (db/read-pool/).
    // One count a submission list (shared/src/resources/admin-lists.ts): a new one is counted here
    // without a line written.
    const live = new Map(
      await Promise.all(
        SUBMISSION_LISTS.map(async ({ list, kind }) => [kind, await countLive(reads, RESOURCE_TABLES[list])] as const),
      ),
    );
    return perSubmission((kind) => live.get(kind) ?? 0);
  });

  // Separate from the counts (whose shape docs/contract.md §4 fixes): feeds the dashboard's low-storage warning.
  app.get(STORAGE_STATUS_PATH, { preHandler: requireAdmin(ctx) }, async (): Promise<StorageStatus> => {
    const [disk, usedBytes, notifications] = await Promise.all([
      diskSpace(ctx.config.dataDir),
      unverifiedScreenshotBytes(db),
      ctx.notifications.status(),
    ]);
    // The dashboard warns from here too when e-mails about new submissions are failing.
    return { ...assessStorage({ disk, usedBytes, quotaBytes: ctx.config.donationUploadQuotaBytes }), notifications };
  });

  app.get(API_PATHS.health, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await pingDatabase(db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', message: 'Database unreachable' });
    }
    // Which release of each front end is live, and whether its files are all still there: a
    // damaged live release makes the site fail in browsers while the API answers.
    const releases = releaseHealth(ctx.releases);
    const damaged = Object.entries(releases).filter(([, part]) => part.problem);
    if (damaged.length) {
      request.log.error({ releases }, 'health check: a live release is incomplete');
      return reply.code(503).send({
        status: 'error',
        message: `Live release incomplete: ${damaged.map(([part, { problem }]) => `${part} (${problem})`).join('; ')}`,
        releases,
      });
    }
    return { status: 'ok', releases };
  });
}
