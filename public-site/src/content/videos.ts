import { sampleVideoPosters } from './images';

/**
 * docs/contract.md §2: a grid of 8 videos. These are SAMPLES (a public YouTube demo video under the
 * institute's kind of titles), marked `sample: true` and shown only until the admin adds the
 * institute's own videos in the admin panel (/admin/videos).
 */
export interface VideoItem {
  youtubeId: string;
  title: string;
  /** A shipped poster image; without one the card draws its own (no request to YouTube before play). */
  poster?: string;
  sample?: true;
}

const titles = [
  'Spoken English: first day in class',
  'Student success stories',
  'Annual function highlights',
  'Computer lab tour',
  'Interview training session',
  'Certificate distribution ceremony',
  'Coding workshop: build a web page',
  'Group discussion practice',
];

export const sampleVideos: VideoItem[] = titles.map((title, i) => ({
  youtubeId: 'M7lc1UVf-VE',
  title,
  poster: sampleVideoPosters[i]!.src,
  sample: true,
}));
