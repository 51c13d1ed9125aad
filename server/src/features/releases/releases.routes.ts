import type { FastifyInstance } from 'fastify';
import {
  releaseLoadFailureSchema,
  RELEASE_PATHS,
  tryReleaseSchema,
  type PartReleases,
  type ReleasesOverview,
} from '@dds/shared/src/releases';
import type { AppContext } from '../../app-context';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { parseUrlEncoded } from '../../lib/url-encoded';
import { FEDERATION_NAME, PARTS, type Part } from '../../releases/parts';
import { parseTryCookie, TRY_COOKIE } from '../../releases/release-serving';
import { readCookie } from '../../security/cookies';
import { cookieSecure } from '../../security/public-origin';
import { requireAdmin } from '../../security/require-admin';
import { writeAudit } from '../audit/audit.repository';
import { countLoadFailure, recentLoadFailures } from './load-failures.repository';
import { backPath, setTryCookie } from './release-try';

/** The release a remote's entry URL names (`…/v/<version>/remoteEntry.js`), if it is stored. */
function versionOfEntry(ctx: AppContext, part: Part, entry: string): string {
  const version = /\/v\/([^/?#]+)\/[^/]*$/.exec(entry.split(/[?#]/)[0] ?? '')?.[1];
  // Only stored releases are counted by name, so the table cannot be filled with made-up ones.
  return version && ctx.releases.store.has(part, version) ? version : 'unreleased';
}

export function registerReleaseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const { releases } = ctx;

  app.get(RELEASE_PATHS.overview, { preHandler: requireAdmin(ctx) }, async (request): Promise<ReleasesOverview> => {
    const tried = parseTryCookie(readCookie(request, TRY_COOKIE), releases.store);
    const failures = await recentLoadFailures(db);
    const parts = PARTS.map((part): PartReleases => {
      const pointer = releases.pointer(part);
      return {
        part,
        live: pointer.live ?? null,
        canary: pointer.canary ?? null,
        tried: tried[part] ?? null,
        releases: releases.store.list(part).map(({ version, builtAt, commit }) => ({ version, builtAt, commit })),
        loadFailures: failures.filter((row) => row.part === part).map(({ version, count }) => ({ version, count })),
      };
    });
    return { parts };
  });

  app.post(RELEASE_PATHS.tryRelease, { preHandler: requireAdmin(ctx) }, async (request, reply) => {
    const { part, version } = parseOr400(tryReleaseSchema, request.body);
    if (!releases.store.has(part, version)) throw new HttpError(404, `No stored ${part} release ${version}`);
    const tried = { ...parseTryCookie(readCookie(request, TRY_COOKIE), releases.store), [part]: version };
    setTryCookie(reply, tried, cookieSecure(ctx.config, request));
    await writeAudit(db, {
      actor: request.admin!.email,
      action: 'release-try',
      ip: request.ip,
      detail: `${part} ${version}`,
    });
    return reply.code(204).send();
  });

  // Also the preview banner's plain form (no script needed; it posts an empty urlencoded body):
  // then it goes back to the page.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseUrlEncoded);
    scope.post(RELEASE_PATHS.endTry, { preHandler: requireAdmin(ctx) }, async (request, reply) => {
      setTryCookie(reply, {}, cookieSecure(ctx.config, request));
      if (/text\/html/.test(String(request.headers.accept ?? ''))) return reply.redirect(backPath(request), 303);
      return reply.code(204).send();
    });
  });

  // A browser's report that a remote would not load even after a retry. Public, small, limited.
  app.post(
    RELEASE_PATHS.loadFailure,
    { config: { rateLimit: { max: 5, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { remote, entry } = parseOr400(releaseLoadFailureSchema, request.body);
      const part = (Object.keys(FEDERATION_NAME) as (keyof typeof FEDERATION_NAME)[]).find(
        (name) => FEDERATION_NAME[name] === remote,
      )!;
      await countLoadFailure(db, part, versionOfEntry(ctx, part, entry));
      return reply.code(204).send();
    },
  );
}
