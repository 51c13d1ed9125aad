/**
 * The gallery's and videos' screens and the content lists' shared parts (./ordered-items-list.tsx,
 * ./item-controls.tsx, ./inline-text-editor.tsx, ./use-ordered-list.ts, ./image-file.ts) in English,
 * the source of their other languages (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-content.ts).
 * `{name}` is an item in words ("photo “Lab”", `content.photoName`), already in the admin's
 * language; captions, titles and file names are the admin's own and stay as typed.
 */
export const contentText = {
  // Every content list
  'content.delete': 'Delete',
  'content.deleteNamed': 'Delete {name}',
  'content.deleteQuestion': 'Delete the {name}?',
  'content.deleted': 'Deleted {name}',
  'content.placeNow': '{name} is now number {place} of {count}.',
  'content.cancel': 'Cancel',
  'content.notSaved': 'Not saved: {reason}',
  'content.savedNow': 'Saved now: “{text}”. Your text stays in the box: {save} to use it.',
  'image.choose': 'Choose the photo.',
  'image.type': 'The photo must be a JPEG, PNG or WebP image.',
  'image.tooLarge': 'The photo is too large (at most {max} MB).',

  // The gallery
  'gallery.title': 'Gallery',
  'gallery.viewSite': 'View the Photos page',
  'gallery.lead': 'The photos of the Photos page, in the order shown there. Every change is live on the site at once.',
  'gallery.samples':
    'No photos uploaded yet, so the Photos page shows sample pictures. Upload your first photo: from then on the page shows only yours.',
  'content.photoName': 'photo “{caption}”',
  'gallery.loadWhat': 'photos',
  'gallery.deleteDetail': 'It disappears from the Photos page at once.',
  'gallery.inOrder': 'Photos on the site, in order',
  'gallery.place': '{place} of {count}',
  'gallery.captionInput': 'New caption for {name}',
  'gallery.saveCaption': 'Save caption',
  'gallery.captionSaved': 'Caption saved',
  'gallery.captionEmpty': 'The caption cannot be empty: it is the photo’s alt text.',
  'gallery.edit': 'Edit',
  'gallery.editNamed': 'Edit the caption of {name}',
  'photoUpload.title': 'Add photos',
  'photoUpload.photos': 'Photos',
  'photoUpload.hint':
    'Choose one or more, or drop them here. JPEG, PNG or WebP, up to {max} MB each. Resized for phones; the location and camera details are removed.',
  'photoUpload.queue': 'Photos to upload',
  'photoUpload.noPreview': 'photo',
  'photoUpload.caption': 'Caption',
  'photoUpload.captionFor': ' for {file}',
  'photoUpload.progress': 'Upload of {file}',
  'photoUpload.remove': 'Remove',
  'photoUpload.removeNamed': 'Remove {file} from the upload',
  'photoUpload.stateUploading': 'Uploading… {percent}%',
  'photoUpload.stateWaiting': 'Waiting to upload',
  'photoUpload.stateFailed': 'Not added',
  'photoUpload.stateReady': 'Ready',
  'photoUpload.sending': 'Uploading…',
  'photoUpload.send': '{count, plural, one {Upload photo} other {Upload # photos}}',
  'photoUpload.atATime': '{count} at a time; the others wait their turn.',
  'photoUpload.added': 'Photos added: they are on the Photos page now',
  'photoUpload.tooMany': 'At most {max} photos at a time: the first {room} were added.',
  'photoUpload.failed': 'Upload failed',
  'photoUpload.writeCaption': 'Write a caption: it tells visitors who cannot see the photo what it shows.',
  'photoUpload.noCaption': '{count, plural, one {One photo has} other {# photos have}} no caption yet.',
  'photoUpload.uploading': '{count, plural, one {Uploading # photo…} other {Uploading # photos…}}',
  'photoUpload.allAdded':
    '{count, plural, one {The photo was} other {All # photos were}} added: they are on the Photos page now.',
  'photoUpload.someAdded':
    '{added} of {total} photos added. {failed, plural, one {One could} other {# could}} not be added: see below, then try again.',

  // The videos
  'videos.title': 'Videos',
  'videos.viewSite': 'View the Videos page',
  'videos.lead':
    'YouTube videos on the Videos page, in the order shown there. Visitors load a video only when they press play. Every change is live at once.',
  'videos.samples':
    'No videos added yet, so the Videos page shows sample videos. Add your first video: from then on the page shows only yours.',
  'content.videoName': 'video “{title}”',
  'videos.loadWhat': 'videos',
  'videos.deleteDetail': 'It disappears from the Videos page at once (the video stays on YouTube).',
  'videos.inOrder': 'Videos on the site, in order',
  'videos.titleInput': 'New title for {name}',
  'videos.saveTitle': 'Save title',
  'videos.titleSaved': 'Title saved',
  'videos.watch': 'Watch on YouTube',
  'videos.id': 'id {id}',
  'videos.editTitle': 'Edit title',
  'videos.editTitleNamed': 'Edit title of {name}',
  'videoForm.title': 'Add a video',
  'videoForm.submit': 'Add video',
  'videoForm.busy': 'Adding…',
  'videoForm.link': 'YouTube link',
  'videoForm.linkId': 'Video id: {id}',
  'videoForm.linkHint':
    'Paste the link from YouTube’s Share button (youtu.be/…, youtube.com/watch?v=…, or a Shorts link).',
  'videoForm.videoTitle': 'Title',
  'videoForm.videoTitleHint': 'Shown under the video on the site.',
  'videoForm.fillBoth': 'Fill in both fields.',
  'videoForm.added': 'Video added: it is on the Videos page now',
} as const;
