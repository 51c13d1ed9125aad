import type { PublicCourse } from '@dds/shared/schemas';
import { useFormat } from '../../i18n/format';
import { useInterfaceText } from '../../i18n/interface-text';
import { courseText } from './course-text';

/**
 * A course's fee as the pages show it, in the page's language: "₹1,25,000", "from ₹4,500" /
 * "₹4,500 से शुरू"; '' when the admin set none (the pages then ask the visitor to call).
 */
export function useCourseFee(): (course: Pick<PublicCourse, 'fee' | 'feeFrom'>) => string {
  const format = useFormat();
  const t = useInterfaceText(courseText);
  return ({ fee, feeFrom }) => {
    if (fee === null) return '';
    const amount = format.rupees(fee);
    return feeFrom ? t('course.feeFrom', { amount }) : amount;
  };
}
