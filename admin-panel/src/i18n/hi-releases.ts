import type { releasesText } from '../features/releases/releases-text';

/**
 * The Releases screen in Hindi (docs/decisions/026-hindi.md §8). A part is named in Hindi with the
 * name the release tools print in brackets ("साइट का ढाँचा (Site frame)"), so what the developers
 * say and what the screen shows can be matched; versions, commits and commands stay as they are.
 * लाइव and कैनरी are the words the office hears from the developers.
 */
export const hiReleases: Record<keyof typeof releasesText, string> = {
  'releases.title': 'रिलीज़',
  'releases.lead':
    'वेबसाइट के नए संस्करण डेवलपर रिलीज़ करते हैं; यहाँ आप देख सकते हैं कि विज़िटरों को कौन-सा मिल रहा है, और किसी दूसरे को सबसे पहले सिर्फ़ इसी ब्राउज़र में आज़मा सकते हैं।',
  'releases.developers': 'किसी रिलीज़ को सबके लिए लाइव करना, या पहले वाली पर लौटना, डेवलपर करते हैं ({promote} / {rollback})।',
  'releases.what': 'रिलीज़',
  'releases.nextLoad': 'आपकी पसंद इस ब्राउज़र में अगली बार पेज लोड होने से लागू होगी।',
  'releases.reloadNow': 'अभी रीलोड करें',
  'releases.empty': 'अभी कोई रिलीज़ सहेजी नहीं गई है — साइट अपने बिल्ड फ़ोल्डरों से चल रही है।',
  'part.shell': 'साइट का ढाँचा (Site frame)',
  'part.public-site': 'सार्वजनिक साइट (Public site)',
  'part.admin-panel': 'एडमिन पैनल (Admin panel)',
  'part.live': 'लाइव',
  'part.noRelease': 'बिल्ड फ़ोल्डर (अभी कोई रिलीज़ नहीं)',
  'part.built': ' · बनी {when} · कमिट ',
  'part.canary': 'कैनरी',
  'part.canaryShare': 'लगभग {percent} % विज़िटरों के लिए',
  'part.failedTitle': 'लोड नहीं हुआ: ',
  'part.failed': 'पिछले 7 दिनों में {count} ब्राउज़र {what} लोड नहीं कर पाए।',
  'part.buildFolder': 'बिल्ड फ़ोल्डर',
  'part.release': 'रिलीज़ {version}',
  'part.trying': 'यह ब्राउज़र लाइव की जगह {part} {version} आज़मा रहा है। विज़िटरों को अब भी लाइव रिलीज़ मिल रही है।',
  'part.backToLive': 'लाइव पर लौटें',
  'part.stored': 'सहेजी गई रिलीज़',
  'part.noneStored': 'अभी कोई रिलीज़ सहेजी नहीं गई — बिल्ड फ़ोल्डर से चल रहा है।',
  'part.storedOf': '{part} की सहेजी गई रिलीज़, नई पहले',
  'release.live': 'लाइव',
  'release.canary': 'कैनरी',
  'release.trying': 'इस ब्राउज़र में आज़मा रहे हैं',
  'release.built': 'बनी {when} · कमिट ',
  'release.try': 'इस ब्राउज़र में आज़माएँ',
  'release.tryFor': ' ({part} की रिलीज़ {version})',
  'try.chosen': 'इस ब्राउज़र के लिए {part} चुना गया। देखने के लिए रीलोड करें।',
  'try.backToLive': 'यह ब्राउज़र फिर लाइव पर है। देखने के लिए रीलोड करें।',
  'try.reloadNow': 'अभी रीलोड करें',
  'try.notChanged': 'नहीं बदला: {reason}',
};
