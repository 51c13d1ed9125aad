import type { peopleText } from '../features/people/people-text';

/**
 * The People screen in Hindi (docs/decisions/026-hindi.md §8; English: features/people/people-text.ts).
 * A person's item is "{name} का संदेश", "{name} की राय" (the same with or without "the"); the public
 * site's words for them (संदेश, विद्यार्थियों की राय) as the dashboard's to-do cards say them.
 */
export const hiPeople: Record<keyof typeof peopleText, string> = {
  'people.title': 'लोग',
  'people.viewSite': '"हमारे बारे में" पेज देखें',
  'people.lead':
    'वे लोग जो साइट पर संस्थान की ओर से बोलते हैं। जिस हिस्से में कोई नहीं है, वह नहीं दिखता। हर बदलाव उसी समय साइट पर दिखता है।',

  'leaders.title': 'टीम के संदेश',
  'leaders.loadWhat': 'टीम के संदेश',
  'leaders.intro': '"हमारे बारे में" पेज पर: डायरेक्टर, सीईओ और मैनेजर (या जिन्हें आप चुनें) का संदेश, इसी क्रम में।',
  'leaders.empty': 'अभी कोई संदेश नहीं है, इसलिए "हमारे बारे में" पेज कोई संदेश नहीं दिखाता। डायरेक्टर, सीईओ और मैनेजर के संदेश जोड़ें।',
  'leaders.item': '{name} का संदेश',
  'leaders.theItem': '{name} का संदेश',
  'leaders.add': 'संदेश जोड़ें',
  'leaders.edit': 'संदेश बदलें',
  'leaders.submit': 'संदेश जोड़ें',
  'leaders.name': 'नाम',
  'leaders.nameHint': 'जैसे विज़िटर को पढ़ना चाहिए, जैसे “Dr. Rakesh Sharma”।',
  'leaders.role': 'पद',
  'leaders.roleHint': 'Director, CEO, Manager… “Message from the Director” की तरह दिखता है।',
  'leaders.message': 'संदेश',

  'testimonials.title': 'विद्यार्थियों की राय',
  'testimonials.loadWhat': 'विद्यार्थियों की राय',
  'testimonials.intro':
    'होम पेज पर (पूछताछ फ़ॉर्म से पहले) और "हमारे बारे में" पेज पर। विद्यार्थी के शब्द और फ़ोटो छापने से पहले उनसे पूछ लें।',
  'testimonials.empty': 'अभी कोई राय नहीं है, इसलिए होम और "हमारे बारे में" पेज कोई राय नहीं दिखाते।',
  'testimonials.item': '{name} की राय',
  'testimonials.theItem': '{name} की राय',
  'testimonials.add': 'राय जोड़ें',
  'testimonials.edit': 'राय बदलें',
  'testimonials.submit': 'राय जोड़ें',
  'testimonials.name': 'विद्यार्थी का नाम',
  'testimonials.course': 'कोर्स',
  'testimonials.courseHint': 'जैसे Spoken English, ADCA, Tally + GST',
  'testimonials.year': 'वर्ष',
  'testimonials.yearHint': 'कोर्स का वर्ष, जैसे 2024',
  'testimonials.quote': 'विद्यार्थी के शब्द',
  'testimonials.quoteHint': 'विद्यार्थी के अपने शब्दों में।',

  'people.inOrder': '{title}, साइट पर दिखने के क्रम में',
  'people.missingHindi': 'हिन्दी में नहीं है ({count})',
  'people.missingHindiTitle': 'इसके {count} पाठ हिन्दी पेजों पर अंग्रेज़ी में दिखते हैं',
  'people.edit': 'बदलें',
  'people.editNamed': '{name} बदलें',
  'people.deleteQuestion': '{name} हटाएँ?',
  'people.deleteDetail': 'साइट पर इसका दिखना उसी समय बंद हो जाएगा।',
  'person.photo': 'फ़ोटो (ज़रूरी नहीं)',
  'person.photoHint':
    'चेहरे की फ़ोटो, JPEG, PNG या WebP, ज़्यादा से ज़्यादा {max} MB; चौकोर काटी जाती है। फ़ोटो न हो तो नाम के पहले अक्षर दिखते हैं।',
  'person.removePhoto': 'फ़ोटो हटाएँ',
  'person.fillIn': 'हर फ़ील्ड भरें।',
  'person.saving': 'सहेजा जा रहा है…',
  'person.saveChanges': 'बदलाव सहेजें',
  'person.cancel': 'रद्द करें',
  'person.saved': 'सहेजा गया: अब साइट पर दिख रहा है',
  'person.added': 'जोड़ा गया: अब साइट पर दिख रहा है',
};
