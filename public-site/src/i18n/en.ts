import { admissionText } from '../features/admission/admission-text';
import { certificateText } from '../features/certificate/certificate-text';
import { courseText } from '../features/courses/course-text';
import { donationText } from '../features/donation/donation-text';
import { galleryText } from '../features/gallery/gallery-text';
import { inquiryText } from '../features/inquiry/inquiry-text';
import { landingText } from '../features/landing/landing-text';
import { peopleText } from '../features/people/people-text';
import { layoutText } from '../layout/layout-text';
import { pageText } from '../pages/page-text';
import { formText } from '../ui/form-text';
import { uiText } from '../ui/ui-text';
import { serverText } from './server-text';

/**
 * Every area's English catalogue (docs/decisions/026-hindi.md §2): the source the other languages
 * are typed by. Pages never import this union — each part imports its own area's catalogue, so
 * an English page carries only what it shows; hi.ts (`Record<InterfaceTextId, string>`) and
 * catalogues.test.ts do, so a missing or extra Hindi key fails `tsc` and the test.
 */
export const ENGLISH_AREAS = {
  layoutText,
  uiText,
  formText,
  serverText,
  inquiryText,
  admissionText,
  donationText,
  certificateText,
  courseText,
  galleryText,
  peopleText,
  landingText,
  pageText,
} as const;

export const en = {
  ...layoutText,
  ...uiText,
  ...formText,
  ...serverText,
  ...inquiryText,
  ...admissionText,
  ...donationText,
  ...certificateText,
  ...courseText,
  ...galleryText,
  ...peopleText,
  ...landingText,
  ...pageText,
};

export type InterfaceTextId = keyof typeof en;
