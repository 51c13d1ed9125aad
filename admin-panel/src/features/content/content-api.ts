import { http } from '@dds/shared/api';
import { API_PATHS } from '@dds/shared/api/paths';
import type { GalleryPhoto, MoveInput, Video, VideoInput } from '@dds/shared/schemas/gallery';
import type { Leader, LeaderInput, Testimonial, TestimonialInput } from '@dds/shared/schemas/people';
import type { SiteContent } from '@dds/shared/schemas/site-settings';
import { LET_CONFLICT_THROUGH, unlessConflict } from '../edit-conflict';

// Calls of the gallery, videos and people screens, over the page's shared http client (the same
// choice as the courses screens).

export type ContentListName = 'photos' | 'videos' | 'leaders' | 'testimonials';
type ContentItem = { photos: GalleryPhoto; videos: Video; leaders: Leader; testimonials: Testimonial };

/** What the public pages show now (public; the admin's dashboard reads it to say what is still a sample). */
export async function fetchSiteContent(): Promise<SiteContent> {
  return (await http.get<SiteContent>(API_PATHS.content)).data;
}

export const contentItemPath = (list: ContentListName, id: number) => `${API_PATHS[list]}/${id}`;

/** Every item of a list, in the order the public site shows them. */
export async function fetchContentList<L extends ContentListName>(list: L): Promise<ContentItem[L][]> {
  return (await http.get<ContentItem[L][]>(API_PATHS[list])).data;
}
/** One place up or down; answers the whole list in its new order. */
export async function moveContentItem<L extends ContentListName>(list: L, id: number, direction: MoveInput['direction']): Promise<ContentItem[L][]> {
  return (await http.post<ContentItem[L][]>(`${contentItemPath(list, id)}/move`, { direction })).data;
}
export async function deleteContentItem(list: ContentListName, id: number): Promise<void> {
  await http.delete(contentItemPath(list, id));
}

export async function uploadPhoto(caption: string, file: Blob): Promise<GalleryPhoto> {
  const form = new FormData();
  form.append('caption', caption);
  form.append('photo', file);
  return (await http.post<GalleryPhoto>(API_PATHS.photos, form)).data;
}
/** Edits send the version the screen shows; someone else's save in between: EditConflictError. */
export async function updatePhotoCaption(id: number, caption: string, version: number | undefined): Promise<GalleryPhoto> {
  return unlessConflict<GalleryPhoto>(await http.patch(contentItemPath('photos', id), { caption, version }, LET_CONFLICT_THROUGH));
}

export async function addVideo(input: VideoInput): Promise<Video> {
  return (await http.post<Video>(API_PATHS.videos, input)).data;
}
export async function updateVideoTitle(id: number, title: string, version: number | undefined): Promise<Video> {
  return unlessConflict<Video>(await http.patch(contentItemPath('videos', id), { title, version }, LET_CONFLICT_THROUGH));
}

/** The optional portrait: a new file, or `remove` to take the current one away. */
export interface PortraitChange {
  file?: Blob;
  remove?: boolean;
}

function personForm(fields: Record<string, string | number | undefined>, portrait: PortraitChange): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  if (portrait.remove) form.append('removePhoto', '1');
  if (portrait.file) form.append('photo', portrait.file);
  return form;
}

/** Adds (no id) or edits a person; an edit sends the version it started from (a stale one: EditConflictError). */
export async function saveLeader(id: number | undefined, input: LeaderInput, portrait: PortraitChange = {}, version?: number): Promise<Leader> {
  const form = personForm({ ...input, version }, portrait);
  return id === undefined ? (await http.post<Leader>(API_PATHS.leaders, form)).data : unlessConflict<Leader>(await http.put(contentItemPath('leaders', id), form, LET_CONFLICT_THROUGH));
}
export async function saveTestimonial(id: number | undefined, input: TestimonialInput, portrait: PortraitChange = {}, version?: number): Promise<Testimonial> {
  const form = personForm({ ...input, version }, portrait);
  return id === undefined
    ? (await http.post<Testimonial>(API_PATHS.testimonials, form)).data
    : unlessConflict<Testimonial>(await http.put(contentItemPath('testimonials', id), form, LET_CONFLICT_THROUGH));
}
