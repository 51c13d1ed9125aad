import { useMemo } from 'react';
import { RESOURCES, type ResourceName } from '@dds/shared/resources';
import { adminText, useAdminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';
import { resourceIn } from '../data-table';
import { settingsText } from '../settings';
import { activityText } from './activity-text';
import { ENGLISH_WORDS, type ActivityWords } from './activity-wording';

const definition = (list: string) => RESOURCES[list as ResourceName] as (typeof RESOURCES)[ResourceName] | undefined;
/** The list of a record kind that has statuses (audit targets are singular: inquiry:12). */
const LIST_OF_KIND: Record<string, string> = { inquiry: 'inquiries', admission: 'admissions' };

/**
 * The Activity sentences' words in the signed-in admin's language (docs/decisions/026-hindi.md §8):
 * the frames, a status as its list names it, a setting as the Settings screen labels it, a list by
 * its name. An English admin gets ENGLISH_WORDS, the sentences exactly as before.
 */
export function useActivityWords(): ActivityWords {
  const language = usePanelLanguage((s) => s.language);
  const t = useAdminText(activityText);
  return useMemo(() => {
    if (language === 'en') return ENGLISH_WORDS;
    return {
      language,
      t,
      status: (kind, code) => {
        const list = definition(LIST_OF_KIND[kind] ?? kind);
        return (list && resourceIn(language, list).statusLabels?.[code]) ?? ENGLISH_WORDS.status(kind, code);
      },
      setting: (field) =>
        `settings.label.${field}` in settingsText
          ? adminText(language, settingsText, `settings.label.${field}` as keyof typeof settingsText)
          : ENGLISH_WORDS.setting(field),
      list: (list) => {
        const shown = definition(list);
        return shown ? resourceIn(language, shown).plural : ENGLISH_WORDS.list(list);
      },
    };
  }, [language, t]);
}
