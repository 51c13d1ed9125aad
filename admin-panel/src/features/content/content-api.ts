import { http } from '@dds/shared/api';
import { API_PATHS } from '@dds/shared/api/paths';
import type { GalleryPhoto, Video, VideoInput } from '@dds/shared/schemas/gallery';
import { reorderConflictMessage, type ContentOrderList, type OrderedItems } from '@dds/shared/schemas/list-order';
import type { Leader, LeaderInput, Testimonial, TestimonialInput } from '@dds/shared/schemas/people';
import type { SiteContent } from '@dds/shared/schemas/site-settings';
import { EditConflictError, LET_CONFLICT_THROUGH, unlessConflict } from '../edit-conflict';

// Calls of the gallery, videos and people screens, over the page's shared http client (the same
// choice as the courses screens).

type ContentItem = { photos: GalleryPhoto; videos: Video; leaders: Leader; testimonials: Testimonial };

/** What the public pages show now (public; the admin's dashboard reads it to say what is still a sample). */
export async function fetchSiteContent(): Promise<SiteContent> {
  return (await http.get<SiteContent>(API_PATHS.content)).data;
}

export const contentItemPath = (list: ContentOrderList, id: number) => `${API_PATHS[list]}/${id}`;

/** Every item of a list, in the order the public site shows them. */
export async function fetchContentList<L extends ContentOrderList>(list: L): Promise<ContentItem[L][]> {
  return (await http.get<ContentItem[L][]>(API_PATHS[list])).data;
}
/** Every item of a list with the version of its order (what a reorder is based on). */
export async function fetchOrderedList<L extends ContentOrderList>(list: L): Promise<OrderedItems<ContentItem[L]>> {
  return (await http.get<OrderedItems<ContentItem[L]>>(`${API_PATHS[list]}/order`)).data;
}

/** A stale order's 409 said as a reorder (the list is read again; nothing typed to keep). */
export function unlessReorderConflict<T>(response: { status: number; data: unknown }): T {
  try {
    return unlessConflict<T>(response);
  } catch (error) {
    throw error instanceof EditConflictError ? new Error(reorderConflictMessage(error.conflict)) : error;
  }
}

/**
 * Saves the whole order (first shown first), based on the version of the order on screen; answers
 * the list and its new version. Someone else's reorder, add or delete in between: an Error saying so.
 */
export async function saveListOrder<L extends ContentOrderList>(
  list: L,
  ids: number[],
  version: number | undefined,
): Promise<OrderedItems<ContentItem[L]>> {
  return unlessReorderConflict(await http.put(`${API_PATHS[list]}/order`, { ids, version }, LET_CONFLICT_THROUGH));
}

export async function deleteContentItem(list: ContentOrderList, id: number): Promise<void> {
  await http.delete(contentItemPath(list, id));
}

/** A photo of up to 15 MB on slow mobile data takes minutes, not the client's usual 20 seconds. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** Uploads one photo; `onProgress` hears the share of its bytes sent so far (0 to 1). */
export async function uploadPhoto(
  caption: string,
  file: Blob,
  onProgress?: (sent: number) => void,
): Promise<GalleryPhoto> {
  const form = new FormData();
  form.append('caption', caption);
  form.append('photo', file);
  const progress =
    onProgress &&
    ((e: { loaded: number; total?: number }) => onProgress(e.total ? Math.min(1, e.loaded / e.total) : 0));
  return (
    await http.post<GalleryPhoto>(API_PATHS.photos, form, {
      timeout: UPLOAD_TIMEOUT_MS,
      ...(progress ? { onUploadProgress: progress } : {}),
    })
  ).data;
}
/** Edits send the version the screen shows; someone else's save in between: EditConflictError. */
export async function updatePhotoCaption(
  id: number,
  caption: string,
  version: number | undefined,
): Promise<GalleryPhoto> {
  return unlessConflict<GalleryPhoto>(
    await http.patch(contentItemPath('photos', id), { caption, version }, LET_CONFLICT_THROUGH),
  );
}

export async function addVideo(input: VideoInput): Promise<Video> {
  return (await http.post<Video>(API_PATHS.videos, input)).data;
}
export async function updateVideoTitle(id: number, title: string, version: number | undefined): Promise<Video> {
  return unlessConflict<Video>(
    await http.patch(contentItemPath('videos', id), { title, version }, LET_CONFLICT_THROUGH),
  );
}

/** The optional portrait: a new file, or `remove` to take the current one away. */
export interface PortraitChange {
  file?: Blob;
  remove?: boolean;
}

function personForm(fields: Record<string, unknown>, portrait: PortraitChange): FormData {
  const form = new FormData();
  // The Hindi (an object, docs/decisions/026-hindi.md §3) goes as JSON text: a multipart field is text.
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  if (portrait.remove) form.append('removePhoto', '1');
  if (portrait.file) form.append('photo', portrait.file);
  return form;
}

/** The two kinds of person: the team's messages and the students' testimonials. */
type Person = { leaders: [Leader, LeaderInput]; testimonials: [Testimonial, TestimonialInput] };

/** Adds (no id) or edits a person; an edit sends the version it started from (a stale one: EditConflictError). */
export async function savePerson<L extends keyof Person>(
  list: L,
  id: number | undefined,
  input: Person[L][1],
  portrait: PortraitChange = {},
  version?: number,
): Promise<Person[L][0]> {
  const form = personForm({ ...input, version }, portrait);
  return id === undefined
    ? (await http.post<Person[L][0]>(API_PATHS[list], form)).data
    : unlessConflict<Person[L][0]>(await http.put(contentItemPath(list, id), form, LET_CONFLICT_THROUGH));
}
