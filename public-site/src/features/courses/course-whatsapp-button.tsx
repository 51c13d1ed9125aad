import type { PublicCourse } from '@dds/shared/schemas';
import { useSiteSettings } from '../../content/site-content';
import { useCourseText } from '../../content/record-text';
import { useInterfaceText } from '../../i18n/interface-text';
import { uiText } from '../../ui/ui-text';
import { WhatsAppButton } from '../../ui/whatsapp-button';

/**
 * "Ask on WhatsApp" about one course (its card, its fee card): the chat opens with the course named
 * in the page's language, and a screen reader hears which course the button is for.
 */
export function CourseWhatsAppButton({ course }: { course: PublicCourse }) {
  const { whatsapp } = useSiteSettings();
  const t = useInterfaceText(uiText);
  const shown = useCourseText()(course);
  return (
    <WhatsAppButton
      number={whatsapp}
      text={t('whatsapp.course', { course: shown.name.text })}
      context={course.name}
      variant="outline"
    >
      {t('whatsapp.ask')}
    </WhatsAppButton>
  );
}
