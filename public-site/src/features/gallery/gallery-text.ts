/** The gallery pages' own words in English (i18n/interface-text.ts). */
export const galleryText = {
  'gallery.samplePhotos': 'These are sample pictures. Photos of our classes and events will appear here soon.',
  'gallery.sampleVideos': 'These are sample videos. Videos of our classes and students will appear here soon.',
  'gallery.photoRow': 'Photo row {number}',
  'gallery.video': 'Video',
  'gallery.play': 'Play video: {title}',
} as const satisfies Record<string, string>;
