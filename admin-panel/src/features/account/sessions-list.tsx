import { useState } from 'react';
import { ApiError } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { toast } from '@dds/shared/toast';
import { useAdminText } from '../../i18n/admin-text';
import { Button, Card, TitleRow } from '../../ui/controls';
import { formatIst } from '../../ui/format';
import { useRefusalWords } from '../../ui/server-answer';
import { LoadFailed } from '../../ui/load-failed';
import { colors } from '../../ui/theme';
import { failureText, useServerData } from '../auth';
import { endOtherSessions, endSession, fetchMySessions } from './account-api';
import { accountText } from './account-text';
import { summariseUserAgent } from './user-agent';

/** Where this admin is signed in: this device first, each other one with its own sign-out, and all others at once. */
export function SessionsList({ version }: { version: number }) {
  const {
    data: sessions,
    error,
    reload: load,
  } = useServerData('sessions', (signal) => fetchMySessions({ signal }), [version]);
  const [busy, setBusy] = useState(false);
  const t = useAdminText(accountText);
  // The server's reason in the admin's language, or its English marked so (decision 005).
  const refusalWords = useRefusalWords(t);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      toast.success(await action());
      load();
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.isUnauthorized))
        toast.error(refusalWords('sessions.notEnded', failureText(failure)));
    } finally {
      setBusy(false);
    }
  }

  const others = sessions?.filter((s) => !s.current) ?? [];
  return (
    <Card aria-labelledby="sessions-title">
      <TitleRow css={{ gap: 10, marginBottom: 12 }}>
        <h2 id="sessions-title" css={{ margin: 0, fontSize: 18 }}>
          {t('sessions.title')}
        </h2>
        <Button
          type="button"
          variant="danger"
          disabled={busy || others.length === 0}
          onClick={() =>
            void run(async () => {
              const ended = await endOtherSessions();
              return t('sessions.endedOthers', { count: ended });
            })
          }
        >
          {t('sessions.endOthers')}
        </Button>
      </TitleRow>
      <div aria-live="polite">
        {!sessions && !error && (
          <p role="status" css={{ margin: 0, color: colors.muted }}>
            {MESSAGES.loading}
          </p>
        )}
        {error && <LoadFailed say={(values) => t('sessions.loadFailed', values)} error={error} onRetry={load} />}
        {sessions && others.length === 0 && (
          <p css={{ margin: '0 0 10px', color: colors.muted, fontSize: 14 }}>{t('sessions.onlyHere')}</p>
        )}
      </div>
      {sessions && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {sessions.map((s) => {
            const device = summariseUserAgent(s.userAgent);
            return (
              <li
                key={s.id}
                css={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 10,
                  padding: '12px 14px',
                  border: `1px solid ${s.current ? colors.success : '#e5e7eb'}`,
                  borderRadius: 8,
                  background: s.current ? '#f0fdf4' : '#fff',
                }}
              >
                <div css={{ display: 'grid', gap: 2, minWidth: 0, flex: '1 1 220px', overflowWrap: 'anywhere' }}>
                  <strong css={{ fontSize: 15 }}>
                    {device}
                    {s.current && (
                      <span
                        css={{
                          marginLeft: 8,
                          padding: '2px 8px',
                          borderRadius: 999,
                          background: colors.successBg,
                          color: colors.success,
                          fontSize: 12,
                          fontWeight: 700,
                        }}
                      >
                        {t('sessions.thisDevice')}
                      </span>
                    )}
                  </strong>
                  <span css={{ fontSize: 13, color: colors.muted }}>
                    {t('sessions.when', { lastActive: formatIst(s.lastSeenAt), signedIn: formatIst(s.createdAt) })}
                  </span>
                  <span css={{ fontSize: 13, color: colors.muted }}>
                    {t('sessions.ip', { ip: s.ip ?? t('sessions.ipUnknown') })}
                  </span>
                </div>
                {!s.current && (
                  <Button
                    type="button"
                    disabled={busy}
                    aria-label={t('sessions.endOneLabel', { device, lastActive: formatIst(s.lastSeenAt) })}
                    onClick={() =>
                      void run(async () => {
                        await endSession(s.id);
                        return t('sessions.endedOne', { device });
                      })
                    }
                  >
                    {t('sessions.endOne')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
