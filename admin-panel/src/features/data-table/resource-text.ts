import { useMemo } from 'react';
import { RESOURCES } from '@dds/shared/resources';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { adminText } from '../../i18n/admin-text';
import { usePanelLanguage } from '../../i18n/panel-language';

/**
 * The lists' names, field labels, option and status words as their definitions give them in English
 * (`@dds/shared/resources`), under ids a translation names (docs/decisions/026-hindi.md §8):
 * `resource.<list>.singular|plural`, `field.<list>.<key>`, `option.<list>.<key>.<value>`,
 * `status.<list>.<value>`. Course names are data, like the public site's records: they stay as the
 * office wrote them. The exports keep the definitions' own English columns (decision 026 §7).
 */
export const resourceText: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(RESOURCES).flatMap((resource) => [
    [`resource.${resource.name}.singular`, resource.singular],
    [`resource.${resource.name}.plural`, resource.plural],
    ...resource.fields.flatMap((field) => [
      [`field.${resource.name}.${field.key}`, field.label],
      ...(field.kind === 'course' ? [] : (field.options ?? [])).map((option) => [
        `option.${resource.name}.${field.key}.${option.value}`,
        option.label,
      ]),
    ]),
    ...Object.entries(resource.statusLabels ?? {}).map(([status, label]) => [
      `status.${resource.name}.${status}`,
      label,
    ]),
  ]),
);

/** A definition with its words in `language`; any word without an id (a field added since) keeps its English. */
export function resourceIn(language: SiteLanguage, resource: ResourceDefinition): ResourceDefinition {
  if (language === 'en') return resource;
  const say = (id: string, english: string) => (id in resourceText ? adminText(language, resourceText, id) : english);
  const name = resource.name;
  return {
    ...resource,
    singular: say(`resource.${name}.singular`, resource.singular),
    plural: say(`resource.${name}.plural`, resource.plural),
    fields: resource.fields.map((field) => ({
      ...field,
      label: say(`field.${name}.${field.key}`, field.label),
      ...(field.options && {
        options: field.options.map((o) => ({ ...o, label: say(`option.${name}.${field.key}.${o.value}`, o.label) })),
      }),
    })),
    ...(resource.statusLabels && {
      statusLabels: Object.fromEntries(
        Object.entries(resource.statusLabels).map(([status, label]) => [
          status,
          say(`status.${name}.${status}`, label),
        ]),
      ),
    }),
  };
}

/**
 * The list's definition in the admin's language: every screen drawn from a definition (the table's
 * headers and cells, the filters and chips, the record view) then speaks it without knowing about
 * languages. English gets the definition itself.
 */
export function useResourceInLanguage(resource: ResourceDefinition): ResourceDefinition {
  const language = usePanelLanguage((s) => s.language);
  return useMemo(() => resourceIn(language, resource), [language, resource]);
}
