import type { contentText } from '../features/content/content-text';

/**
 * The gallery, videos and the content lists' shared parts in Hindi (docs/decisions/026-hindi.md §8;
 * English: features/content/content-text.ts). An item is "फ़ोटो “Lab”", "वीडियो “…”"; sentences about
 * it put what happened before it ("हटाया गया: …") or use "को", so the verb does not agree with
 * the noun. YouTube, JPEG, PNG, WebP, MB and "alt" keep their names.
 */
export const hiContent: Record<keyof typeof contentText, string> = {
  'content.delete': 'हटाएँ',
  'content.deleteNamed': '{name} हटाएँ',
  'content.deleteQuestion': '{name} हटाएँ?',
  'content.deleted': 'हटाया गया: {name}',
  'content.placeNow': '{name} अब स्थान {place} / {count} पर है।',
  'content.cancel': 'रद्द करें',
  'content.notSaved': 'नहीं सहेजा गया: {reason}',
  'content.savedNow': 'अभी सहेजा गया: “{text}”। आपका लिखा बॉक्स में है: उसे रखने के लिए "{save}" दबाएँ।',
  'image.choose': 'फ़ोटो चुनें।',
  'image.type': 'फ़ोटो JPEG, PNG या WebP तस्वीर होनी चाहिए।',
  'image.tooLarge': 'फ़ोटो बहुत बड़ी है (ज़्यादा से ज़्यादा {max} MB)।',

  'gallery.title': 'गैलरी',
  'gallery.viewSite': 'फ़ोटो पेज देखें',
  'gallery.lead': 'फ़ोटो पेज की फ़ोटो, उसी क्रम में जिसमें वे वहाँ दिखती हैं। हर बदलाव उसी समय साइट पर दिखता है।',
  'gallery.samples':
    'अभी कोई फ़ोटो अपलोड नहीं हुई, इसलिए फ़ोटो पेज नमूने की तस्वीरें दिखाता है। अपनी पहली फ़ोटो अपलोड करें: उसके बाद पेज सिर्फ़ आपकी फ़ोटो दिखाएगा।',
  'content.photoName': 'फ़ोटो “{caption}”',
  'gallery.loadWhat': 'फ़ोटो',
  'gallery.deleteDetail': 'यह उसी समय फ़ोटो पेज से हट जाएगी।',
  'gallery.inOrder': 'साइट पर फ़ोटो, क्रम से',
  'gallery.place': 'स्थान {place} / {count}',
  'gallery.captionInput': '{name} का नया कैप्शन',
  'gallery.saveCaption': 'कैप्शन सहेजें',
  'gallery.captionSaved': 'कैप्शन सहेजा गया',
  'gallery.captionEmpty': 'कैप्शन ख़ाली नहीं हो सकता: यही फ़ोटो का alt टेक्स्ट है।',
  'gallery.edit': 'बदलें',
  'gallery.editNamed': '{name} का कैप्शन बदलें',
  'photoUpload.title': 'फ़ोटो जोड़ें',
  'photoUpload.photos': 'फ़ोटो',
  'photoUpload.hint':
    'एक या ज़्यादा चुनें, या यहाँ छोड़ें। JPEG, PNG या WebP, हर एक ज़्यादा से ज़्यादा {max} MB। फ़ोन के लिए छोटी की जाती हैं; जगह और कैमरे की जानकारी हटा दी जाती है।',
  'photoUpload.queue': 'अपलोड होने वाली फ़ोटो',
  'photoUpload.noPreview': 'फ़ोटो',
  'photoUpload.caption': 'कैप्शन',
  'photoUpload.captionFor': ' ({file} के लिए)',
  'photoUpload.progress': '{file} का अपलोड',
  'photoUpload.remove': 'हटाएँ',
  'photoUpload.removeNamed': '{file} को अपलोड से हटाएँ',
  'photoUpload.stateUploading': 'अपलोड हो रही है… {percent}%',
  'photoUpload.stateWaiting': 'अपलोड की बारी का इंतज़ार',
  'photoUpload.stateFailed': 'नहीं जुड़ी',
  'photoUpload.stateReady': 'तैयार',
  'photoUpload.sending': 'अपलोड हो रहा है…',
  'photoUpload.send': '{count, plural, one {फ़ोटो अपलोड करें} other {# फ़ोटो अपलोड करें}}',
  'photoUpload.atATime': 'एक बार में {count}; बाकी अपनी बारी का इंतज़ार करती हैं।',
  'photoUpload.added': 'फ़ोटो जुड़ गईं: अब वे फ़ोटो पेज पर हैं',
  'photoUpload.tooMany': 'एक बार में ज़्यादा से ज़्यादा {max} फ़ोटो: पहली {room} जोड़ी गईं।',
  'photoUpload.failed': 'अपलोड नहीं हुआ',
  'photoUpload.writeCaption': 'कैप्शन लिखें: जो विज़िटर फ़ोटो नहीं देख सकते, उन्हें यही बताता है कि फ़ोटो में क्या है।',
  'photoUpload.noCaption': '{count, plural, one {एक फ़ोटो का} other {# फ़ोटो का}} कैप्शन अभी नहीं लिखा गया।',
  'photoUpload.uploading': '{count, plural, one {# फ़ोटो अपलोड हो रही है…} other {# फ़ोटो अपलोड हो रही हैं…}}',
  'photoUpload.allAdded':
    '{count, plural, one {फ़ोटो जुड़ गई} other {सभी # फ़ोटो जुड़ गईं}}: अब फ़ोटो पेज पर {count, plural, one {है} other {हैं}}।',
  'photoUpload.someAdded':
    '{total} में से {added} फ़ोटो जुड़ीं। {failed, plural, one {एक फ़ोटो} other {# फ़ोटो}} नहीं जुड़ पाईं: नीचे देखें, फिर से कोशिश करें।',

  'videos.title': 'वीडियो',
  'videos.viewSite': 'वीडियो पेज देखें',
  'videos.lead':
    'वीडियो पेज के YouTube वीडियो, उसी क्रम में जिसमें वे वहाँ दिखते हैं। विज़िटर वीडियो तभी लोड करते हैं जब वे प्ले दबाते हैं। हर बदलाव उसी समय साइट पर दिखता है।',
  'videos.samples':
    'अभी कोई वीडियो नहीं जोड़ा गया, इसलिए वीडियो पेज नमूने के वीडियो दिखाता है। अपना पहला वीडियो जोड़ें: उसके बाद पेज सिर्फ़ आपके वीडियो दिखाएगा।',
  'content.videoName': 'वीडियो “{title}”',
  'videos.loadWhat': 'वीडियो',
  'videos.deleteDetail': 'यह उसी समय वीडियो पेज से हट जाएगा (वीडियो YouTube पर बना रहेगा)।',
  'videos.inOrder': 'साइट पर वीडियो, क्रम से',
  'videos.titleInput': '{name} का नया शीर्षक',
  'videos.saveTitle': 'शीर्षक सहेजें',
  'videos.titleSaved': 'शीर्षक सहेजा गया',
  'videos.watch': 'YouTube पर देखें',
  'videos.id': 'आईडी {id}',
  'videos.editTitle': 'शीर्षक बदलें',
  'videos.editTitleNamed': '{name} का शीर्षक बदलें',
  'videoForm.title': 'वीडियो जोड़ें',
  'videoForm.submit': 'वीडियो जोड़ें',
  'videoForm.busy': 'जोड़ा जा रहा है…',
  'videoForm.link': 'YouTube लिंक',
  'videoForm.linkId': 'वीडियो आईडी: {id}',
  'videoForm.linkHint': 'YouTube के Share बटन से मिला लिंक चिपकाएँ (youtu.be/…, youtube.com/watch?v=…, या Shorts का लिंक)।',
  'videoForm.videoTitle': 'शीर्षक',
  'videoForm.videoTitleHint': 'साइट पर वीडियो के नीचे दिखता है।',
  'videoForm.fillBoth': 'दोनों फ़ील्ड भरें।',
  'videoForm.added': 'वीडियो जुड़ गया: अब यह वीडियो पेज पर है',
};
