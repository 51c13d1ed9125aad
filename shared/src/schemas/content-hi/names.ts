/**
 * The shipped Hindi of the seeded courses' names, short names and descriptions and of the suggested
 * leader roles
 * (docs/decisions/026-hindi.md §3), keyed by the English each translates. A name students know in
 * English keeps it in brackets, as the shipped site text does ("एडीसीए (ADCA)"). No public script
 * holds it: a Hindi page's content carries the Hindi of the courses it has (./register).
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
  // Descriptions (the home page's course grid shows them, as the course cards do)
  '2D drafting and 3D modelling for civil, mechanical and interior work.':
    'सिविल, मैकेनिकल और इंटीरियर के काम के लिए 2D ड्राफ़्टिंग और 3D मॉडलिंग।',
  'Hands-on office computing, internet, accounts basics and projects.':
    'दफ़्तर का कंप्यूटर काम, इंटरनेट, हिसाब-किताब की बुनियादी बातें और प्रोजेक्ट — सब अपने हाथ से करके।',
  'Advanced diploma together with the NIELIT CCC certificate.': 'एडवांस डिप्लोमा, साथ में NIELIT का CCC प्रमाणपत्र।',
  'MS Office, internet, typing and computer fundamentals.': 'MS Office, इंटरनेट, टाइपिंग और कंप्यूटर की बुनियादी बातें।',
  'Tally Prime, GST returns, inventory and payroll.': 'Tally Prime, जीएसटी रिटर्न, स्टॉक (इन्वेंटरी) और वेतन (पेरोल)।',
  'English and Hindi (Mangal/Krutidev) typing for government exams.':
    'सरकारी परीक्षाओं के लिए अंग्रेज़ी और हिन्दी (मंगल/कृतिदेव) टाइपिंग।',
  'NIELIT O Level modules with exam practice and projects.':
    'NIELIT ओ लेवल के सभी मॉड्यूल, परीक्षा के अभ्यास और प्रोजेक्ट के साथ।',
  'SEO, social media, ads and analytics with live campaigns.':
    'एसईओ (SEO), सोशल मीडिया, विज्ञापन और एनालिटिक्स — असली कैंपेन चलाकर।',
  'MongoDB, Express, React and Node.js — build full web apps.':
    'MongoDB, Express, React और Node.js — पूरे वेब ऐप ख़ुद बनाना सीखें।',
  'Build and style responsive web pages from scratch.': 'शुरू से ऐसे वेब पेज बनाना और सजाना सीखें जो फ़ोन पर भी ठीक दिखें।',
  'Programming the web: DOM, events, APIs and modern JS.': 'वेब की प्रोग्रामिंग: DOM, इवेंट, API और आधुनिक JavaScript।',
  'Object-oriented programming, collections and projects.': 'ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग, कलेक्शन और प्रोजेक्ट।',
  'Programming basics to automation and data handling.': 'प्रोग्रामिंग की शुरुआत से लेकर ऑटोमेशन और डेटा के काम तक।',
  'Logic building and programming fundamentals in C.': 'C में लॉजिक बनाना और प्रोग्रामिंग की बुनियादी बातें।',
  'Object-oriented programming and data structures in C++.': 'C++ में ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग और डेटा स्ट्रक्चर।',
  'Daily speaking practice for fluency and confidence.': 'रोज़ बोलने का अभ्यास, ताकि आप बिना रुके और आत्मविश्वास से बोल सकें।',
  'Tenses, voice, narration and error spotting made easy.': 'टेंस, वॉइस, नैरेशन और एरर स्पॉटिंग — आसान तरीके से।',
  'Mock interviews, CV writing and body language.': 'मॉक इंटरव्यू, सीवी (CV) लिखना और बॉडी लैंग्वेज।',
  'Group discussion and personal interview practice.': 'ग्रुप डिस्कशन और पर्सनल इंटरव्यू का अभ्यास।',
  'Pronunciation and accent training, U.S. and U.K.': 'उच्चारण और लहजे का प्रशिक्षण — अमेरिकी और ब्रिटिश, दोनों।',
  'Read and write like the newspapers: usage and vocabulary.': 'अख़बारों जैसी अंग्रेज़ी पढ़ें और लिखें: सही प्रयोग और शब्द-भंडार।',
  'Start speaking simple, correct English from home.': 'घर बैठे सरल और सही अंग्रेज़ी बोलना शुरू करें।',
  'Computer, internet, e-mail and MS Office basics.': 'कंप्यूटर, इंटरनेट, ई-मेल और MS Office की बुनियादी बातें।',
  'Build your first responsive web pages live online.':
    'लाइव ऑनलाइन कक्षाओं में अपने पहले वेब पेज बनाइए, जो फ़ोन पर भी ठीक दिखें।',
  'Modern JavaScript and React components, hooks and routing.': 'आधुनिक JavaScript और React के कंपोनेंट, हुक और रूटिंग।',
  'Full-stack web development with live mentor sessions.': 'लाइव मेंटर सत्रों के साथ फ़ुल-स्टैक वेब डेवलपमेंट।',
  'Posters, logos and social media designs in Photoshop, CorelDRAW and Canva.':
    'Photoshop, CorelDRAW और Canva में पोस्टर, लोगो और सोशल मीडिया के डिज़ाइन।',

  // Short names (the home page's lists)
  ADCA: 'एडीसीए (ADCA)',
  DCA: 'डीसीए (DCA)',
  Tally: 'टैली (Tally)',
  "'O' Level": "ओ लेवल ('O' Level)",
  'English Speaking': 'इंग्लिश स्पीकिंग (English Speaking)',
  React: 'रिएक्ट (React)',
  'Web Development': 'वेब डेवलपमेंट (Web Development)',
  // The roles the leader form suggests (docs/contract.md §2)
  Director: 'निदेशक',
  CEO: 'मुख्य कार्यकारी अधिकारी (CEO)',
  Manager: 'प्रबंधक',
};
