import { accountText } from '../features/account/account-text';
import { dashboardText } from '../features/dashboard/dashboard-text';
import { bulkText } from '../features/data-table/bulk-text';
import { coursesText } from '../features/courses/courses-text';
import { listText } from '../features/data-table/list-text';
import { notesText } from '../features/data-table/notes-text';
import { resourceText } from '../features/data-table/resource-text';
import { recordText } from '../features/record/record-text';
import { aboutText } from '../features/releases/about-text';
import { uploadText } from '../features/certificates/upload-text';
import { cardsText } from '../features/dashboard/cards-text';
import { frameText } from '../layout/frame-text';
import { dialogText } from '../ui/dialog/dialog-text';
import { settingsText } from '../features/settings/settings-text';
import { formText } from '../ui/form-text';
import { uiText } from '../ui/ui-text';
import { serverAnswerText } from './server-answer-text';
import { loginText } from '../features/auth/login-text';
import { usersText } from '../features/users/users-text';
import { activityText } from '../features/activity/activity-text';
import { leadsText } from '../features/leads/leads-text';
import { releasesText } from '../features/releases/releases-text';
import { donationsText } from '../features/donations/donations-text';
import { retryText } from '../features/auth/retry-text';
import { orderingText } from '../ui/sortable/ordering-text';
import { conflictText } from '../features/edit-conflict/conflict-text';
import { contentText } from '../features/content/content-text';
import { peopleText } from '../features/people/people-text';
import { siteTextEditorText } from '../features/site-text/editor-text';
import { contentAnswerText } from './content-answer-text';

/**
 * Every area's English catalogue (docs/decisions/026-hindi.md §8): the source the other languages
 * are typed by. Screens never import this module — each imports its own area's catalogue. The
 * lists' words from their definitions (`resourceText`) have ids made from the definitions, so
 * their translation is checked by catalogues.test.ts rather than by `tsc`.
 */
export const AREAS = {
  frameText,
  accountText,
  dashboardText,
  listText,
  uiText,
  recordText,
  bulkText,
  notesText,
  dialogText,
  // The editing screens (decision 026 §8, part 2): each area's Hindi is a file of its own, hi-<area>.ts.
  formText,
  settingsText,
  coursesText,
  cardsText,
  uploadText,
  aboutText,
  serverAnswerText,
  loginText,
  // The office screens (decision 026 §8): users, Activity, leads, releases, donations, the login wait.
  usersText,
  activityText,
  leadsText,
  releasesText,
  donationsText,
  retryText,
  // The content screens (courses' rows, Site text, people, gallery, videos) and what they share.
  orderingText,
  conflictText,
  contentText,
  peopleText,
  siteTextEditorText,
  contentAnswerText,
} as const;

type Ids<Areas> = { [Area in keyof Areas]: keyof Areas[Area] }[keyof Areas];
export type AdminTextId = Ids<typeof AREAS>;

/** Every English string of the areas by its id. */
export const en = Object.assign({}, ...Object.values(AREAS)) as Record<AdminTextId, string>;

export { resourceText };
