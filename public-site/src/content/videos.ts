import { videoPosters } from './images';

/**
 * SPEC.md §2: 8 embedded videos. The ids are PLACEHOLDERS (a public YouTube sample video):
 * replace each `youtubeId` with the institute's own video id.
 */
export interface VideoItem {
  youtubeId: string;
  title: string;
  poster: string;
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

export const videos: VideoItem[] = titles.map((title, i) => ({
  youtubeId: 'M7lc1UVf-VE', // PLACEHOLDER
  title,
  poster: videoPosters[i]!.src,
}));
