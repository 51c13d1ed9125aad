import { useMemo } from 'react';
import { RESOURCES, type ResourceName } from '@dds/shared/resources';
import { LIST_OF_SUBMISSION, type SubmissionKind } from '@dds/shared/resources/admin-lists';
import { adminText, useAdminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';
import { resourceIn } from '../data-table';
import { settingsText } from '../settings';
import { activityText } from './activity-text';
import { ENGLISH_WORDS, type ActivityWords } from './activity-wording';

const definition = (list: string) => RESOURCES[list as ResourceName] as (typeof RESOURCES)[ResourceName] | undefined;
/** A submission kind's list (audit targets are singular: inquiry:12); a list without statuses has no labels. */
const listOf = (kind: string): string => LIST_OF_SUBMISSION[kind as SubmissionKind] ?? kind;

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
        const list = definition(listOf(kind));
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
