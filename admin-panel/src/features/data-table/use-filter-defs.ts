import { useEffect, useState } from 'react';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { SITE_LANGUAGE_OPTIONS } from '@dds/shared/schemas/submission-language';
import { useAdminText } from '../../i18n/admin-text';
import { fetchCourseNames } from './list-api';
import type { FilterDef } from './list-toolbar';
import { listText } from './list-text';

/**
 * The select filters of a list, from its definition: status from the workflow, course from the
 * field's options or (admissions) from the course records, verified and duplicate for donations,
 * the language a submission was sent in.
 * The date filter is drawn separately (DateFilter).
 */
export function useFilterDefs(resource: ResourceDefinition, extra: FilterDef[] = []): FilterDef[] {
  const course = resource.fields.find((f) => f.key === 'course');
  const needsCourses = resource.filters.includes('course') && !course?.options;
  const [courseNames, setCourseNames] = useState<string[]>([]);
  const t = useAdminText(listText);

  useEffect(() => {
    if (!needsCourses) return;
    let live = true;
    fetchCourseNames()
      .then((names) => live && setCourseNames(names))
      // Without the course list the filter still offers the courses seen in the URL; the list itself works.
      .catch((error: unknown) => console.warn('Could not load the course names', error));
    return () => {
      live = false;
    };
  }, [needsCourses]);

  const defs: FilterDef[] = [];
  for (const filter of resource.filters) {
    if (filter === 'status' && resource.statuses) {
      defs.push({
        key: 'status',
        label: t('filter.status'),
        options: resource.statuses.map((s) => ({ value: s, label: resource.statusLabels?.[s] ?? s })),
      });
    } else if (filter === 'course') {
      const options = course?.options
        ? course.options.filter((o) => o.value !== '')
        : courseNames.map((name) => ({ value: name, label: name }));
      defs.push({ key: 'course', label: course?.label ?? t('filter.course'), options: [...options] });
    } else if (filter === 'verified') {
      defs.push({
        key: 'verified',
        label: t('filter.verified'),
        options: [
          { value: 'true', label: t('filter.verifiedYes') },
          { value: 'false', label: t('filter.verifiedNo') },
        ],
      });
    } else if (filter === 'duplicate') {
      defs.push({
        key: 'duplicate',
        label: t('filter.upiReference'),
        options: [{ value: 'true', label: t('filter.usedElsewhere') }],
      });
    } else if (filter === 'language') {
      // Decision 026: the site's language the visitor wrote in (who answers, and in which language).
      // The definition's options are in the panel's language (./resource-text.ts).
      const options = resource.fields.find((f) => f.key === 'language')?.options ?? SITE_LANGUAGE_OPTIONS;
      defs.push({ key: 'language', label: t('filter.language'), options: [...options] });
    }
  }
  return [...defs, ...extra];
}
