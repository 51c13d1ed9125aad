import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from '@dds/shared/routes';
import { Card, VisuallyHidden } from '../../ui/controls';
import { confirmAction } from '../../ui/dialog';
import { LoadFailed } from '../../ui/load-failed';
import { focusMovedButton } from '../../ui/move-buttons';
import { SortableList } from '../../ui/sortable/sortable-list';
import { colors, media } from '../../ui/theme';
import { ViewOnSite } from '../../ui/view-on-site';
import { CourseRow } from './course-row';
import { useAdminText, type Translate } from '../../i18n/admin-text';
import { uiText } from '../../ui/ui-text';
import { coursesText } from './courses-text';
import { missingHindiOf } from './course-missing-hindi';
import { HomeOrder } from './home-order';
import { moveButtonKey } from './move-buttons';
import { membersOf, useCourseList } from './use-course-list';

/** The confirmation before a course is deleted, in the admin's language (the dialog's Cancel is its own). */
const deleteQuestion = (t: Translate<typeof coursesText>, name: string) => ({
  question: t('courses.deleteQuestion', { name }),
  detail: t('courses.deleteDetail'),
  confirm: t('courses.deleteConfirm'),
});

/** Every course in order, the home page's two lists, and a way to add one. */
export function CourseList() {
  const { courses, loadError, reload, busy, announcement, lastMove, setFlags, move, reorder, remove } = useCourseList();
  const [onlyMissing, setOnlyMissing] = useState(false);
  const t = useAdminText(coursesText);
  const ui = useAdminText(uiText);

  // The pressed move button keeps the focus in its new place (the other one when it reached an end).
  useEffect(() => {
    if (lastMove)
      focusMovedButton((direction) => moveButtonKey(lastMove.list, lastMove.id, direction), lastMove.direction);
  }, [lastMove, courses]);

  if (loadError) return <LoadFailed what={t('courses.loadWhat')} error={loadError} onRetry={() => void reload()} />;
  if (!courses) return <p role="status">{ui('common.loading')}</p>;
  const missingHindi = courses.filter((course) => missingHindiOf(course) > 0);
  // Only the courses whose Hindi page still shows English words; ordering is for the whole list.
  const shown = onlyMissing ? missingHindi : courses;

  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Card aria-labelledby="all-courses-title" css={{ padding: 0, overflow: 'hidden' }}>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '16px 16px 12px',
          }}
        >
          <div>
            <h2 id="all-courses-title" css={{ margin: 0, fontSize: 18 }}>
              {t('courses.all', { count: courses.length })}
            </h2>
            <p css={{ margin: '4px 0 0', color: colors.muted, fontSize: 14 }}>{t('courses.orderLead')}</p>
            <p css={{ margin: '2px 0 0', display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
              <ViewOnSite href={PUBLIC_ROUTES.offlineCourses.link}>{t('courses.viewOffline')}</ViewOnSite>
              <ViewOnSite href={PUBLIC_ROUTES.onlineCourses.link}>{t('courses.viewOnline')}</ViewOnSite>
            </p>
            {(missingHindi.length > 0 || onlyMissing) && (
              <label css={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 6, fontSize: 14 }}>
                <input type="checkbox" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} />
                {t('courses.onlyMissing', { count: missingHindi.length })}
              </label>
            )}
          </div>
          <Link
            to={`${ADMIN_ROUTES.courses}/new`}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 40,
              padding: '8px 16px',
              borderRadius: 6,
              background: colors.brand,
              color: '#fff',
              fontWeight: 600,
              textDecoration: 'none',
              '&:hover': { background: colors.brandDark },
              '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
            }}
          >
            {t('courses.add')}
          </Link>
        </div>
        <SortableList
          items={shown}
          itemId={(course) => course.id}
          itemName={(course) => course.name}
          disabled={busy || onlyMissing}
          onMove={(course, to) => void reorder('courses', course, to)}
          renderList={(children) => (
            <ol css={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('courses.inOrder')}>
              {children}
            </ol>
          )}
          renderItem={(course, index, drag) => (
            <CourseRow
              course={course}
              index={index}
              count={shown.length}
              busy={busy || onlyMissing}
              onFlags={(flags) => void setFlags(course, flags)}
              onMove={(direction) => void move('courses', course, direction)}
              onDelete={() =>
                void confirmAction(deleteQuestion(t, course.name)).then(async (yes) => {
                  if (yes) await remove(course);
                })
              }
              dragRef={drag.ref}
              dragStyle={drag.style}
              dragHandle={drag.handle}
            />
          )}
        />
      </Card>
      <div
        css={{
          display: 'grid',
          gap: 20,
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          [media.narrow]: { gridTemplateColumns: '1fr' },
        }}
      >
        <HomeOrder
          list="featured"
          title={t('homeOrder.featuredTitle')}
          hint={t('homeOrder.featuredHint')}
          courses={membersOf(courses, 'featured')}
          busy={busy}
          onMove={(course, direction) => void move('featured', course, direction)}
          onDrop={(course, to) => void reorder('featured', course, to)}
        />
        <HomeOrder
          list="grid"
          title={t('homeOrder.gridTitle')}
          hint={t('homeOrder.gridHint')}
          courses={membersOf(courses, 'grid')}
          busy={busy}
          onMove={(course, direction) => void move('grid', course, direction)}
          onDrop={(course, to) => void reorder('grid', course, to)}
        />
      </div>
    </div>
  );
}
