import styled from '@emotion/styled';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { coursePath, formatCourseFee, type Course, type CourseFlags } from '@dds/shared/schemas/course';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { can } from '@dds/shared/schemas/permissions';
import { useAdminText } from '../../i18n/admin-text';
import { Button } from '../../ui/controls';
import { OwnerOnlyButton, useOwnerOnlyReason } from '../../ui/owner-only-button';
import { ViewOnSite } from '../../ui/view-on-site';
import { TAP, colors, media } from '../../ui/theme';
import { useSession } from '../auth';
import { MoveButtons } from './move-buttons';
import type { Direction } from './use-course-list';
import { MissingInHindi } from '../../ui/hindi-box';
import { missingHindiOf } from './course-missing-hindi';
import { coursesText } from './courses-text';

const Row = styled.li<{ dim?: boolean }>`
  display: grid;
  grid-template-columns: 36px minmax(0, 1fr) auto;
  gap: 8px 14px;
  align-items: center;
  padding: 12px 14px;
  border-top: 1px solid #e5e7eb;
  background: ${(p) => (p.dim ? '#f9fafb' : '#fff')};
  .pos { font-weight: 700; color: ${colors.muted}; text-align: right; }
  .name { font-weight: 700; color: ${colors.text}; text-decoration: none; font-size: 15px; }
  .name:hover { text-decoration: underline; }
  .meta { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 4px; font-size: 13px; color: ${colors.muted}; }
  .controls { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; justify-content: flex-end; }
  ${media.narrow} {
    grid-template-columns: 28px minmax(0, 1fr);
    .controls { grid-column: 1 / -1; justify-content: flex-start; }
  }
`;

const Badge = styled.span<{ tone?: 'muted' | 'brand' | 'warn' }>`
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  background: ${(p) => (p.tone === 'brand' ? '#fee2e2' : p.tone === 'warn' ? colors.warnBg : '#e5e7eb')};
  color: ${(p) => (p.tone === 'brand' ? '#7f1d1d' : p.tone === 'warn' ? colors.warnText : colors.text)};
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  input { width: 18px; height: 18px; margin: 0; accent-color: ${colors.brand}; }
  ${media.narrow} { min-height: ${TAP}; }
`;

const EditLink = styled(Link)`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 6px 14px;
  border-radius: 6px;
  border: 1px solid ${colors.border};
  color: ${colors.text};
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  &:hover { background: #f9fafb; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  ${media.narrow} { min-height: ${TAP}; }
`;

export const courseEditPath = (id: number) => `${ADMIN_ROUTES.courses}/${id}`;

interface Props {
  course: Course;
  index: number;
  count: number;
  busy: boolean;
  onFlags: (flags: CourseFlags) => void;
  onMove: (direction: Direction) => void;
  onDelete: () => void;
  /** From the sortable list: the row's ref and style while dragged, and the drag grip. */
  dragRef?: (element: HTMLElement | null) => void;
  dragStyle?: CSSProperties;
  dragHandle?: ReactNode;
}

function check(
  label: string,
  course: Course,
  checked: boolean,
  onChange: (value: boolean) => void,
  busy: boolean,
): ReactNode {
  return (
    <Toggle>
      {/* Named with the course (the visible word first), as every row has the same three switches. */}
      <input
        type="checkbox"
        checked={checked}
        disabled={busy}
        aria-label={`${label}: ${course.name}`}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </Toggle>
  );
}

/** One course in the list: where it shows, and the switches, order and edit/delete actions. */
export function CourseRow({
  course,
  index,
  count,
  busy,
  onFlags,
  onMove,
  onDelete,
  dragRef,
  dragStyle,
  dragHandle,
}: Props) {
  const t = useAdminText(coursesText);
  // The owner-only reason is the server's sentence (decision 026 §8): said in the admin's language.
  const ownerOnly = useOwnerOnlyReason();
  // "from" is a word of the sentence: the amount alone is formatted here.
  const amount = formatCourseFee({ fee: course.fee, feeFrom: false });
  // Deleting a course is the owner's; staff hide it instead (the server refuses staff too).
  const mayDelete = can(
    useSession((st) => st.role),
    'deleteCourse',
  );
  const missingHindi = missingHindiOf(course);
  return (
    <Row dim={!course.visible} data-testid="course-row" ref={dragRef} style={dragStyle}>
      <span className="pos" aria-hidden="true">
        {index + 1}
      </span>
      <div css={{ minWidth: 0 }}>
        <Link className="name" to={courseEditPath(course.id)}>
          {course.name}
        </Link>
        <div className="meta">
          {missingHindi > 0 && (
            <MissingInHindi title={t('courseRow.missingHindiTitle', { count: missingHindi })}>
              {t('courseRow.missingHindi', { count: missingHindi })}
            </MissingInHindi>
          )}
          <span>{coursePath(course.slug)}</span>
          {course.modes.map((m) => (
            <Badge key={m}>{m}</Badge>
          ))}
          {course.modes.length === 0 && <Badge tone="warn">{t('courseRow.noMode')}</Badge>}
          {course.inAdmissionCatalogue && <Badge>{t('courseRow.admissionForm')}</Badge>}
          {!course.visible && <Badge tone="warn">{t('courseRow.hidden')}</Badge>}
        </div>
        <div className="meta">
          {amount ? t(course.feeFrom ? 'courseRow.feeFrom' : 'courseRow.fee', { amount }) : t('courseRow.noFee')}
          {course.batches.length > 0 && ` · ${t('courseRow.batches', { count: course.batches.length })}`}
        </div>
      </div>
      <div className="controls">
        {check(t('courseRow.shown'), course, course.visible, (visible) => onFlags({ visible }), busy)}
        {check(t('courseRow.featured'), course, course.featured, (featured) => onFlags({ featured }), busy)}
        {check(
          t('courseRow.homeGrid'),
          course,
          course.inLandingGrid,
          (inLandingGrid) => onFlags({ inLandingGrid }),
          busy,
        )}
        {dragHandle}
        <MoveButtons
          list="courses"
          id={course.id}
          name={course.name}
          index={index}
          count={count}
          busy={busy}
          onMove={onMove}
        />
        {/* Its public page, while it has one (a hidden course's address answers 404). */}
        {course.visible && (
          <ViewOnSite href={coursePath(course.slug)} name={course.name}>
            {t('courseRow.view')}
          </ViewOnSite>
        )}
        <EditLink to={courseEditPath(course.id)} aria-label={t('courseRow.editNamed', { name: course.name })}>
          {t('courseRow.edit')}
        </EditLink>
        {mayDelete ? (
          <Button
            type="button"
            variant="danger"
            disabled={busy}
            onClick={onDelete}
            aria-label={t('courseRow.deleteNamed', { name: course.name })}
          >
            {t('courseRow.delete')}
          </Button>
        ) : (
          <OwnerOnlyButton
            variant="danger"
            label={t('courseRow.deleteNamed', { name: course.name })}
            reason={ownerOnly('deleteCourse')}
          >
            {t('courseRow.delete')}
          </OwnerOnlyButton>
        )}
      </div>
    </Row>
  );
}
