import { admissionText } from '../features/admission/admission-text';
import { certificateText } from '../features/certificate/certificate-text';
import { courseText } from '../features/courses/course-text';
import { donationText } from '../features/donation/donation-text';
import { galleryText } from '../features/gallery/gallery-text';
import { inquiryText } from '../features/inquiry/inquiry-text';
import { landingText } from '../features/landing/landing-text';
import { peopleText } from '../features/people/people-text';
import { footerText } from '../layout/footer-text';
import { layoutText } from '../layout/layout-text';
import { pageText } from '../pages/page-text';
import { formText } from '../ui/form-text';
import { uiText } from '../ui/ui-text';
import { serverText } from './server-text';

/**
 * Every area's English catalogue (docs/decisions/026-hindi.md §2): the source the other languages
 * are typed by. Pages never import this module — each part imports its own area's catalogue, so an
 * English page carries only what it shows. The other languages come in parts, each loaded with the
 * code that shows it, so a Hindi page carries only what it shows too: every page's (hi-pages.ts),
 * the footer's (hi-footer.ts), the course pages' (hi-courses.ts), the forms' (hi-forms.ts), each
 * typed by its areas here, so a missing or extra key fails `tsc`; catalogues.test.ts checks
 * that no id is in two areas and that each translation keeps its English's arguments and tags.
 */
export const PAGE_AREAS = { layoutText, uiText, galleryText, peopleText, landingText, pageText } as const;
export const FOOTER_AREAS = { footerText } as const;
export const COURSE_AREAS = { courseText } as const;
export const FORM_AREAS = { formText, serverText, inquiryText, admissionText, donationText, certificateText } as const;

type Ids<Areas> = { [Area in keyof Areas]: keyof Areas[Area] }[keyof Areas];
export type PageTextId = Ids<typeof PAGE_AREAS>;
export type FooterTextId = Ids<typeof FOOTER_AREAS>;
export type CourseTextId = Ids<typeof COURSE_AREAS>;
export type FormTextId = Ids<typeof FORM_AREAS>;
export type InterfaceTextId = PageTextId | FooterTextId | CourseTextId | FormTextId;

/** Every English string by its id. */
export const en = Object.assign(
  {},
  ...[PAGE_AREAS, FOOTER_AREAS, COURSE_AREAS, FORM_AREAS].flatMap((part) => Object.values(part)),
) as Record<InterfaceTextId, string>;
