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
 * are typed by. Pages never import this module — each part imports its own area's catalogue, so an
 * English page carries only what it shows. The other languages come in two parts, so a Hindi page
 * loads the forms' words only with a form: the pages' areas (hi-pages.ts) and the forms' (hi-forms.ts),
 * each typed by its areas here, so a missing or extra key fails `tsc`; catalogues.test.ts checks
 * that no id is in two areas and that each translation keeps its English's arguments and tags.
 */
export const PAGE_AREAS = { layoutText, uiText, courseText, galleryText, peopleText, landingText, pageText } as const;
export const FORM_AREAS = { formText, serverText, inquiryText, admissionText, donationText, certificateText } as const;

type Ids<Areas> = { [Area in keyof Areas]: keyof Areas[Area] }[keyof Areas];
export type PageTextId = Ids<typeof PAGE_AREAS>;
export type FormTextId = Ids<typeof FORM_AREAS>;
export type InterfaceTextId = PageTextId | FormTextId;

/** Every English string by its id. */
export const en = Object.assign({}, ...Object.values(PAGE_AREAS), ...Object.values(FORM_AREAS)) as Record<InterfaceTextId, string>;
