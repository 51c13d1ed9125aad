/**
 * The shipped Hindi of the seeded courses' names and short names and of the suggested leader roles
 * (docs/decisions/026-hindi.md §3), keyed by the English each translates. A name students know in
 * English keeps it in brackets, as the shipped site text does ("एडीसीए (ADCA)"). Small, because every
 * Hindi page lists course names (the home page's featured list and grid): it is in the `hindi` chunk.
 */
export const HI_CONTENT_NAMES: Record<string, string> = {
  // Course names
  AutoCAD: 'ऑटोकैड (AutoCAD)',
  'PDCA (Practical Diploma in Computer Application)': 'पीडीसीए (PDCA) — कंप्यूटर एप्लीकेशन में प्रैक्टिकल डिप्लोमा',
  'ADCA + CCC': 'एडीसीए + सीसीसी (ADCA + CCC)',
  'DCA (Diploma in Computer Application)': 'डीसीए (DCA) — कंप्यूटर एप्लीकेशन में डिप्लोमा',
  'Tally + GST': 'टैली + जीएसटी (Tally + GST)',
  'Typing (Eng & Hindi)': 'टाइपिंग (अंग्रेज़ी और हिन्दी)',
  'M. Olevel': 'एम. ओ लेवल (M. Olevel)',
  'Digital Marketing': 'डिजिटल मार्केटिंग (Digital Marketing)',
  'MERN Stack': 'मर्न स्टैक (MERN Stack)',
  'HTML & CSS': 'एचटीएमएल और सीएसएस (HTML & CSS)',
  JavaScript: 'जावास्क्रिप्ट (JavaScript)',
  Java: 'जावा (Java)',
  Python: 'पायथन (Python)',
  C: 'सी (C)',
  'C++': 'सी++ (C++)',
  'Spoken English': 'स्पोकन इंग्लिश (Spoken English)',
  'Grammar Classes': 'ग्रामर की कक्षाएँ (Grammar Classes)',
  'Interview Training': 'इंटरव्यू की तैयारी (Interview Training)',
  'GD & PI Classes': 'जीडी और पीआई की कक्षाएँ (GD & PI)',
  'Sound Classes (U.S. & U.K.)': 'साउंड कक्षाएँ — अमेरिकी और ब्रिटिश उच्चारण (U.S. & U.K.)',
  'Newspaper Grammar Rules': 'अख़बार की ग्रामर (Newspaper Grammar Rules)',
  'Basic English': 'बेसिक इंग्लिश (Basic English)',
  'Basic Computer': 'बेसिक कंप्यूटर (Basic Computer)',
  'JavaScript & React.js': 'जावास्क्रिप्ट और रिएक्ट (JavaScript & React.js)',
  'Graphic Design': 'ग्राफ़िक डिज़ाइन (Graphic Design)',
  // Short names (the home page's lists)
  ADCA: 'एडीसीए (ADCA)',
  DCA: 'डीसीए (DCA)',
  Tally: 'टैली (Tally)',
  "'O' Level": "ओ लेवल ('O' Level)",
  'English Speaking': 'इंग्लिश स्पीकिंग (English Speaking)',
  React: 'रिएक्ट (React)',
  'Web Development': 'वेब डेवलपमेंट (Web Development)',
  // The roles the leader form suggests (SPEC.md §2)
  Director: 'निदेशक',
  CEO: 'मुख्य कार्यकारी अधिकारी (CEO)',
  Manager: 'प्रबंधक',
};
