import type { Translate } from '../../i18n/admin-text';
import { siteTextEditorText } from './editor-text';
import type { TextNames } from './site-text-sections';

type Id = keyof typeof siteTextEditorText;
const isId = (id: string): id is Id => id in siteTextEditorText;

/**
 * The pages' and key parts' names in the admin's language (docs/decisions/026-hindi.md §8): each
 * is an id of ./editor-text.ts (`siteTextPage.<id>`, `siteTextPart.<part>`); a part the shared
 * names do not know either is shown as it is, as the shared `siteTextLabel` shows it.
 */
export function editorNames(t: Translate<typeof siteTextEditorText>): TextNames {
  const say = (id: string, fallback: string) => (isId(id) ? t(id) : fallback);
  return {
    page: (id) => say(`siteTextPage.${id}`, id),
    part: (part) => say(`siteTextPart.${part}`, part),
  };
}
