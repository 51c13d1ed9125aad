import { useState } from 'react';
import { ApiError } from '@dds/shared/api';
import { SITE_LANGUAGES, type SiteLanguage } from '@dds/shared/schemas/language';
import { toast } from '@dds/shared/toast';
import { adminText, useAdminText } from '../../i18n/admin-text';
import { showPanelIn, usePanelLanguage } from '../../i18n/panel-language';
import { Card } from '../../ui/controls';
import { useRefusalWords } from '../../ui/server-answer';
import { TAP, colors } from '../../ui/theme';
import { failureText } from '../auth';
import { saveMyLanguage } from './account-api';
import { accountText } from './account-text';

/** Each language named in itself, so an admin finds theirs whichever language the panel is in now. */
const OWN_NAMES: Readonly<Record<SiteLanguage, string>> = { en: 'English', hi: 'हिन्दी (Hindi)' };

/**
 * The panel's language for this account (docs/decisions/026-hindi.md §8): saved on the server, so it
 * follows the admin to every device, and shown at once — no reload.
 */
export function LanguageChoice() {
  const t = useAdminText(accountText);
  // The server's reason in the admin's language, or its English marked so (decision 005).
  const refusalWords = useRefusalWords(t);
  const language = usePanelLanguage((s) => s.language);
  const [saving, setSaving] = useState<SiteLanguage | null>(null);

  async function choose(next: SiteLanguage) {
    if (next === language || saving) return;
    setSaving(next);
    try {
      await saveMyLanguage(next);
      await showPanelIn(next);
      // In the language just chosen: "The panel is now in English." / "पैनल अब हिन्दी में है।"
      toast.success(adminText(next, accountText, 'language.saved'));
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.isUnauthorized))
        toast.error(refusalWords('language.failed', failureText(failure)));
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card aria-labelledby="language-title">
      <h2 id="language-title" css={{ margin: '0 0 6px', fontSize: 18 }}>
        {t('language.title')}
      </h2>
      <p css={{ margin: '0 0 12px', color: colors.muted, fontSize: 14 }}>{t('language.lead')}</p>
      <div
        role="radiogroup"
        aria-labelledby="language-title"
        aria-busy={saving !== null}
        css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }}
      >
        {SITE_LANGUAGES.map((option) => (
          <label
            key={option}
            lang={option}
            css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: TAP, fontSize: 15 }}
          >
            <input
              type="radio"
              name="panel-language"
              value={option}
              checked={(saving ?? language) === option}
              disabled={saving !== null}
              onChange={() => void choose(option)}
              css={{ width: 18, height: 18 }}
            />
            {OWN_NAMES[option]}
          </label>
        ))}
        {saving && (
          <span role="status" css={{ alignSelf: 'center', color: colors.muted, fontSize: 14 }}>
            {t('language.saving')}
          </span>
        )}
      </div>
    </Card>
  );
}
