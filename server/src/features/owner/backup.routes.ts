import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OWNER_PATHS, type BackupStatus } from '@dds/shared/src/schemas/owner';
import type { AppContext } from '../../app-context';
import {
  backupIfDue,
  lastBackupFailure,
  listBackups,
  type BackupTarget,
  type DueResult,
} from '../../db/backup-schedule';
import { HttpError } from '../../lib/http-error';
import { requireAdmin } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { explainBackupError } from './backup-problem';

const toSummary = (backup: { name: string; time: number }) => ({
  name: backup.name,
  at: new Date(backup.time).toISOString(),
});

/**
 * Backups from the panel (docs/decisions/022-owner-never-locked-out.md): every admin sees when the
 * last one was made (the dashboard); the owner can make one now and download the newest as one
 * .tar.gz. The same folders, lock and pruning as the schedule and `dds-cli db-backup`
 * (db/backup-schedule.ts), so a backup made here is one like any other.
 */
export function registerBackupRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = requireAdmin(ctx);
  const target: BackupTarget = {
    dataDir: ctx.config.dataDir,
    databaseUrl: ctx.config.databaseUrl,
    dir: ctx.config.backupDir,
    keep: ctx.config.backupKeep,
  };

  const status = (): BackupStatus => {
    const latest = listBackups(target.dir).at(-1);
    const failure = lastBackupFailure(target.dir);
    // A failure older than the newest good backup no longer matters.
    const failing = failure && (!latest || Date.parse(failure.at) > latest.time) ? failure : undefined;
    return {
      everyHours: ctx.config.backupEveryHours,
      keep: ctx.config.backupKeep,
      latest: latest ? toSummary(latest) : null,
      lastError: failing ? explainBackupError(failing.message) : null,
    };
  };

  app.get(OWNER_PATHS.backups, { preHandler: admin }, async (): Promise<BackupStatus> => status());

  app.post(OWNER_PATHS.backups, { preHandler: admin }, async (request): Promise<BackupStatus> => {
    // Due at once (every 0 ms), under the schedule's lock: never two backups at the same moment.
    let outcome: DueResult;
    try {
      outcome = await backupIfDue(target, 0);
    } catch (error) {
      request.log.error({ err: error }, 'backup from the panel failed');
      throw new HttpError(500, explainBackupError(error instanceof Error ? error.message : String(error)));
    }
    if (outcome.status === 'busy') throw new HttpError(409, 'A backup is being made right now. Try again in a minute.');
    if (outcome.status === 'created') {
      await writeAudit(ctx.database.db, {
        actor: request.admin!.email,
        action: 'backup.create',
        detail: path.basename(outcome.result.dir),
        ip: request.ip,
      });
      request.log.info(`Backup written to ${outcome.result.dir} (from the panel)`);
    }
    return status();
  });

  // One .tar.gz of the newest backup folder (database snapshot, uploads, manifest), streamed by tar
  // as it is read: nothing the size of the backup is held in memory or written to disk again.
  app.get(OWNER_PATHS.latestBackup, { preHandler: admin }, async (request, reply) => {
    const latest = listBackups(target.dir).at(-1);
    if (!latest) throw new HttpError(404, 'There is no backup yet. Make one with "Back up now".');
    const tar = spawn('tar', ['-czf', '-', '-C', target.dir, latest.name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    tar.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    tar.on('error', (error) => request.log.error({ err: error }, 'backup download: tar could not start'));
    tar.on('close', (code) => {
      if (code !== 0) request.log.error(`backup download: tar exited with ${code}: ${stderr.trim()}`);
    });
    // The client went away: stop reading the disk for nobody.
    reply.raw.on('close', () => {
      if (tar.exitCode === null) tar.kill();
    });
    await writeAudit(ctx.database.db, {
      actor: request.admin!.email,
      action: 'backup.download',
      detail: latest.name,
      ip: request.ip,
    });
    return reply
      .type('application/gzip')
      .header('Content-Disposition', `attachment; filename="dds-backup-${latest.name}.tar.gz"`)
      .header('Cache-Control', 'no-store')
      .send(tar.stdout);
  });
}
