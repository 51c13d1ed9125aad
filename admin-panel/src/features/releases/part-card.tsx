import type { PartReleases } from '@dds/shared/releases';
import { Button, Card, Notice } from '../../ui/controls';
import { formatIst } from '../../ui/format';
import { colors } from '../../ui/theme';
import { NO_RELEASE_YET, PART_NAMES } from './part-names';
import { ReleaseItem } from './release-item';

interface Props {
  part: PartReleases;
  busy: boolean;
  onTry: (version: string) => void;
  onBackToLive: () => void;
}

const browsers = (count: number) => (count === 1 ? '1 browser' : `${count} browsers`);

/** One part (site frame, public site, admin panel): what visitors get, what fails to load, and every stored release. */
export function PartCard({ part, busy, onTry, onBackToLive }: Props) {
  const name = PART_NAMES[part.part];
  const headingId = `release-part-${part.part}`;
  const live = part.releases.find((release) => release.version === part.live);
  const failures = part.loadFailures.filter((failure) => failure.count > 0);
  // The server lists them newest first already; sorting here keeps that true whatever it sends.
  const newestFirst = [...part.releases].sort((a, b) => b.builtAt.localeCompare(a.builtAt));

  return (
    <Card aria-labelledby={headingId} css={{ display: 'grid', gap: 12, padding: 16 }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
        {name}
      </h2>
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gap: '4px 12px',
          fontSize: 14,
          dt: { fontWeight: 600 },
          dd: { margin: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>Live</dt>
        <dd>
          {part.live ?? NO_RELEASE_YET}
          {live && (
            <span css={{ color: colors.muted }}>
              {' '}
              · built {formatIst(live.builtAt)} · commit <code>{live.commit}</code>
            </span>
          )}
        </dd>
        {part.canary && (
          <>
            <dt>Canary</dt>
            <dd>
              {part.canary.version}{' '}
              <span css={{ color: colors.muted }}>for about {part.canary.percent} % of visitors</span>
            </dd>
          </>
        )}
      </dl>

      {failures.map((failure) => (
        <Notice key={failure.version} tone="error" data-testid="load-failures">
          <strong>Failed to load: </strong>
          {browsers(failure.count)} could not load{' '}
          {failure.version === 'unreleased' ? 'the build folder' : `release ${failure.version}`} in the last 7 days.
        </Notice>
      ))}

      {part.tried && (
        <Notice tone="info" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 }}>
          <span css={{ flex: '1 1 200px' }}>
            This browser is trying {name.toLowerCase()} {part.tried} instead of live. Visitors still get the live
            release.
          </span>
          <Button type="button" disabled={busy} onClick={onBackToLive}>
            Back to live
          </Button>
        </Notice>
      )}

      <div>
        <h3 css={{ margin: '0 0 4px', fontSize: 15 }}>Stored releases</h3>
        {part.releases.length === 0 ? (
          <p css={{ margin: 0, fontSize: 14, color: colors.muted }}>
            No release stored yet — served from its build folder.
          </p>
        ) : (
          <ul
            aria-label={`Stored releases of the ${name.toLowerCase()}, newest first`}
            css={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {newestFirst.map((release) => (
              <ReleaseItem
                key={release.version}
                part={part}
                release={release}
                busy={busy}
                onTry={() => onTry(release.version)}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
