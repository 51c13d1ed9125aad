/**
 * The shipped Hindi of the seeded courses' page details — duration, eligibility and syllabus
 * points — keyed by the English each translates (docs/decisions/026-hindi.md §3). Written
 * for a student or a parent reading it, आप form; tool and exam names students know in English
 * (MS Office, Tally Prime, NIELIT, HTML) stay in Latin letters. No public script holds it: a Hindi
 * page's content carries the Hindi of the courses it has (./register). The descriptions are in
 * ./names.ts.
 */
export const HI_COURSE_TEXTS: Record<string, string> = {
  // Durations
  '1 month': '1 महीना',
  '2 months': '2 महीने',
  '3 months': '3 महीने',
  '4 months': '4 महीने',
  '6 months': '6 महीने',
  '12 months': '12 महीने',

  // Who can join
  'Class 10 pass; basic computer use': '10वीं पास; कंप्यूटर चलाना आता हो',
  'Class 10 pass': '10वीं पास',
  'Class 12 pass (commerce helps, not required)': '12वीं पास (कॉमर्स हो तो अच्छा, ज़रूरी नहीं)',
  'Open to all': 'सभी के लिए',
  'Class 12 pass, or Class 10 pass with an ITI certificate (NIELIT rule)':
    '12वीं पास, या आईटीआई (ITI) प्रमाणपत्र के साथ 10वीं पास (NIELIT का नियम)',
  'Class 12 pass; basic computer use': '12वीं पास; कंप्यूटर चलाना आता हो',
  'Basic computer use; HTML & CSS helps': 'कंप्यूटर चलाना आता हो; HTML और CSS आती हो तो अच्छा',
  'Open to all; basic computer use': 'सभी के लिए; कंप्यूटर चलाना आता हो',
  'HTML & CSS basics': 'HTML और CSS की बुनियादी जानकारी',
  'Class 12 pass or programming basics': '12वीं पास, या प्रोग्रामिंग की बुनियादी जानकारी',
  'C basics recommended': 'C की बुनियादी जानकारी हो तो बेहतर',
  'Open to all — Hindi-medium students welcome': 'सभी के लिए — हिन्दी माध्यम के विद्यार्थियों का स्वागत है',
  'Students and job seekers': 'विद्यार्थी और नौकरी की तलाश कर रहे युवा',
  'Students preparing for jobs, banks and admissions': 'नौकरी, बैंक और प्रवेश परीक्षाओं की तैयारी कर रहे विद्यार्थी',
  // 'Basic English' (two courses' eligibility) is also a course name: ./names.ts has it, for both.

  // Syllabus: AutoCAD
  'AutoCAD screen, units and drawing set-up': 'AutoCAD की स्क्रीन, यूनिट और ड्रॉइंग की तैयारी',
  'Lines, circles, arcs, polylines and precise drafting': 'लाइन, सर्कल, आर्क, पॉलीलाइन और सटीक ड्राफ़्टिंग',
  'Modify tools, layers, blocks and hatching': 'मॉडिफ़ाई टूल, लेयर, ब्लॉक और हैचिंग',
  'Dimensions, text and annotation': 'डाइमेंशन, टेक्स्ट और एनोटेशन',
  '3D modelling basics and views': '3D मॉडलिंग की बुनियादी बातें और व्यू',
  'Layouts, plotting and printing to scale': 'लेआउट, प्लॉटिंग और स्केल पर प्रिंट करना',
  'Project: a house plan or a machine part': 'प्रोजेक्ट: किसी घर का नक्शा या मशीन का पुर्ज़ा',
  // PDCA, DCA, ADCA
  'Computer fundamentals and Windows': 'कंप्यूटर की बुनियादी बातें और Windows',
  'MS Word, Excel and PowerPoint': 'MS Word, Excel और PowerPoint',
  'Internet, e-mail and online forms': 'इंटरनेट, ई-मेल और ऑनलाइन फ़ॉर्म',
  'Accounts basics in Tally': 'Tally में हिसाब-किताब की बुनियादी बातें',
  'English and Hindi typing practice': 'अंग्रेज़ी और हिन्दी टाइपिंग का अभ्यास',
  'Practical project and viva': 'प्रैक्टिकल प्रोजेक्ट और मौखिक परीक्षा (वाइवा)',
  'Computer fundamentals and operating systems': 'कंप्यूटर की बुनियादी बातें और ऑपरेटिंग सिस्टम',
  'MS Office: Word, Excel, PowerPoint and Access': 'MS Office: Word, Excel, PowerPoint और Access',
  'Tally Prime with GST': 'जीएसटी के साथ Tally Prime',
  'Photoshop and CorelDRAW basics': 'Photoshop और CorelDRAW की बुनियादी बातें',
  'Internet, e-mail and digital payments': 'इंटरनेट, ई-मेल और डिजिटल पेमेंट',
  'HTML and programming foundations': 'HTML और प्रोग्रामिंग की नींव',
  'NIELIT CCC syllabus and exam practice': 'NIELIT CCC का पाठ्यक्रम और परीक्षा का अभ्यास',
  'Internet, e-mail and online services': 'इंटरनेट, ई-मेल और ऑनलाइन सेवाएँ',
  'English and Hindi typing': 'अंग्रेज़ी और हिन्दी टाइपिंग',
  'Practical assignments and final exam': 'प्रैक्टिकल असाइनमेंट और अंतिम परीक्षा',
  // Tally + GST
  'Company creation and masters': 'कंपनी बनाना और मास्टर्स',
  'Accounting vouchers and bank reconciliation': 'अकाउंटिंग वाउचर और बैंक रिकंसिलिएशन',
  'Inventory: stock items, godowns and orders': 'इन्वेंटरी: स्टॉक आइटम, गोदाम और ऑर्डर',
  'GST set-up, invoices and returns': 'जीएसटी की सेटिंग, बिल (इनवॉइस) और रिटर्न',
  'Payroll and TDS basics': 'पेरोल और टीडीएस (TDS) की बुनियादी बातें',
  'Reports: balance sheet, profit and loss, ratios': 'रिपोर्ट: बैलेंस शीट, लाभ-हानि और रेशियो',
  // Typing
  'Posture and finger placement': 'बैठने का सही तरीका और उँगलियों की सही जगह',
  'English typing drills for speed and accuracy': 'रफ़्तार और शुद्धता के लिए अंग्रेज़ी टाइपिंग का अभ्यास',
  'Hindi typing in Mangal (Inscript) and Krutidev': 'मंगल (इनस्क्रिप्ट) और कृतिदेव में हिन्दी टाइपिंग',
  'Timed tests in the style of government exams': 'सरकारी परीक्षाओं जैसे समयबद्ध टेस्ट',
  // O Level
  'M1-R5: IT Tools and Network Basics': 'M1-R5: आईटी टूल और नेटवर्क की बुनियादी बातें',
  'M2-R5: Web Designing and Publishing': 'M2-R5: वेब डिज़ाइनिंग और पब्लिशिंग',
  'M3-R5: Programming and Problem Solving through Python': 'M3-R5: Python से प्रोग्रामिंग और समस्या-समाधान',
  'M4-R5: Internet of Things and its Applications': 'M4-R5: इंटरनेट ऑफ़ थिंग्स (IoT) और उसके उपयोग',
  'Practical projects and exam practice': 'प्रैक्टिकल प्रोजेक्ट और परीक्षा का अभ्यास',
  // Digital Marketing
  'Websites and WordPress basics': 'वेबसाइट और WordPress की बुनियादी बातें',
  'Search engine optimisation (SEO)': 'सर्च इंजन ऑप्टिमाइज़ेशन (SEO)',
  'Social media marketing: Facebook, Instagram, YouTube': 'सोशल मीडिया मार्केटिंग: Facebook, Instagram, YouTube',
  'Google Ads and Meta ads': 'Google Ads और Meta के विज्ञापन',
  'E-mail and WhatsApp marketing': 'ई-मेल और WhatsApp मार्केटिंग',
  'Analytics and reporting': 'एनालिटिक्स और रिपोर्टिंग',
  'A live campaign project': 'एक असली कैंपेन का प्रोजेक्ट',
  // HTML & CSS
  'HTML5 structure and semantic tags': 'HTML5 का ढाँचा और सिमैंटिक टैग',
  'Forms, tables and media': 'फ़ॉर्म, टेबल और मीडिया',
  'CSS selectors, box model and typography': 'CSS सेलेक्टर, बॉक्स मॉडल और टाइपोग्राफ़ी',
  'Flexbox and Grid layouts': 'Flexbox और Grid लेआउट',
  'Responsive pages for phones': 'फ़ोन के लिए रिस्पॉन्सिव पेज',
  'Project: a personal or business website': 'प्रोजेक्ट: अपनी या किसी व्यवसाय की वेबसाइट',
  // MERN Stack
  'HTML, CSS and responsive design': 'HTML, CSS और रिस्पॉन्सिव डिज़ाइन',
  'JavaScript (ES6+) fundamentals': 'JavaScript (ES6+) की बुनियादी बातें',
  'React: components, hooks and routing': 'React: कंपोनेंट, हुक और रूटिंग',
  'Node.js and Express REST APIs': 'Node.js और Express से REST API',
  'MongoDB and Mongoose': 'MongoDB और Mongoose',
  'Log-in, security and deployment': 'लॉग-इन, सुरक्षा और ऐप को ऑनलाइन चलाना (डिप्लॉयमेंट)',
  'Capstone full-stack project': 'अंतिम फ़ुल-स्टैक प्रोजेक्ट',
  // JavaScript
  'Variables, types and operators': 'वेरिएबल, टाइप और ऑपरेटर',
  'Conditions, loops and functions': 'कंडीशन, लूप और फ़ंक्शन',
  'Arrays, objects and JSON': 'ऐरे, ऑब्जेक्ट और JSON',
  'The DOM and events': 'DOM और इवेंट',
  'Fetch and async/await': 'Fetch और async/await',
  'Mini projects: quiz, to-do list, weather app': 'छोटे प्रोजेक्ट: क्विज़, टू-डू लिस्ट, मौसम ऐप',
  // Java
  'Java basics: JDK, syntax and data types': 'Java की बुनियादी बातें: JDK, सिंटैक्स और डेटा टाइप',
  'Classes, objects and inheritance': 'क्लास, ऑब्जेक्ट और इनहेरिटेंस',
  'Exceptions and file handling': 'एक्सेप्शन और फ़ाइल हैंडलिंग',
  'The collections framework': 'कलेक्शन फ़्रेमवर्क',
  'JDBC with a database': 'डेटाबेस के साथ JDBC',
  'Project work': 'प्रोजेक्ट का काम',
  // Python
  'Syntax, variables and data types': 'सिंटैक्स, वेरिएबल और डेटा टाइप',
  'Lists, tuples, dictionaries and sets': 'लिस्ट, ट्यूपल, डिक्शनरी और सेट',
  'Files, modules and packages': 'फ़ाइलें, मॉड्यूल और पैकेज',
  'Object-oriented Python': 'ऑब्जेक्ट-ओरिएंटेड Python',
  'Automation and working with CSV and Excel data': 'ऑटोमेशन, और CSV व Excel के डेटा पर काम',
  // C
  'Data types, operators and expressions': 'डेटा टाइप, ऑपरेटर और एक्सप्रेशन',
  'Decisions and loops': 'निर्णय (if/else) और लूप',
  'Arrays and strings': 'ऐरे और स्ट्रिंग',
  'Functions and recursion': 'फ़ंक्शन और रिकर्शन',
  'Pointers and structures': 'पॉइंटर और स्ट्रक्चर',
  'File handling': 'फ़ाइल हैंडलिंग',
  // C++
  'C++ basics and input/output': 'C++ की बुनियादी बातें और इनपुट/आउटपुट',
  'Classes and objects': 'क्लास और ऑब्जेक्ट',
  'Constructors, inheritance and polymorphism': 'कंस्ट्रक्टर, इनहेरिटेंस और पॉलीमॉर्फ़िज़्म',
  'Templates and the STL': 'टेम्पलेट और STL',
  'Stacks, queues and linked lists': 'स्टैक, क्यू और लिंक्ड लिस्ट',
  'File handling and projects': 'फ़ाइल हैंडलिंग और प्रोजेक्ट',
  // Spoken English
  'Daily speaking practice in small groups': 'छोटे समूहों में रोज़ बोलने का अभ्यास',
  'Everyday grammar for correct sentences': 'सही वाक्यों के लिए रोज़मर्रा की ग्रामर',
  'Vocabulary and phrases for work and life': 'काम और ज़िंदगी के लिए शब्द और मुहावरे',
  'Pronunciation and fluency drills': 'उच्चारण और धाराप्रवाह बोलने का अभ्यास',
  'Presentations, role plays and debates': 'प्रेज़ेंटेशन, रोल-प्ले और वाद-विवाद',
  'Confidence and public speaking': 'आत्मविश्वास और सबके सामने बोलना',
  // Grammar Classes
  'Parts of speech': 'पार्ट्स ऑफ़ स्पीच (शब्द-भेद)',
  'Tenses and their use': 'टेंस और उनका प्रयोग',
  'Active and passive voice': 'एक्टिव और पैसिव वॉइस',
  'Direct and indirect speech': 'डायरेक्ट और इनडायरेक्ट स्पीच',
  'Articles, prepositions and conjunctions': 'आर्टिकल, प्रीपोज़िशन और कंजंक्शन',
  'Error spotting for competitive exams': 'प्रतियोगी परीक्षाओं के लिए एरर स्पॉटिंग',
  // Interview Training
  'CV and cover letter writing': 'सीवी (CV) और कवर लेटर लिखना',
  'Common interview questions and answers': 'इंटरव्यू में अक्सर पूछे जाने वाले सवाल और उनके जवाब',
  'Mock interviews with feedback': 'सुझावों के साथ मॉक इंटरव्यू',
  'Body language and dress': 'बॉडी लैंग्वेज और पहनावा',
  'Telephone and video interviews': 'फ़ोन और वीडियो इंटरव्यू',
  // GD & PI
  'How group discussions are judged': 'ग्रुप डिस्कशन में किन बातों को परखा जाता है',
  'Analysing a topic and structuring points': 'विषय को समझना और अपनी बातें क्रम से रखना',
  'Practice discussions on current topics': 'ताज़ा विषयों पर चर्चा का अभ्यास',
  'Personal interview practice': 'पर्सनल इंटरव्यू का अभ्यास',
  'Feedback on voice, posture and content': 'आवाज़, हाव-भाव और बातों पर सुझाव',
  // Sound Classes
  'Vowel and consonant sounds': 'स्वर और व्यंजन की ध्वनियाँ',
  'Word stress and sentence stress': 'शब्द और वाक्य में ज़ोर (स्ट्रेस)',
  'Intonation and rhythm': 'आवाज़ का उतार-चढ़ाव और लय',
  'U.S. and U.K. accent differences': 'अमेरिकी और ब्रिटिश लहजे का फ़र्क',
  'Listening and shadowing practice': 'सुनने और दोहराने (शैडोइंग) का अभ्यास',
  // Newspaper Grammar Rules
  'Reading an English newspaper every day': 'रोज़ एक अंग्रेज़ी अख़बार पढ़ना',
  'The grammar behind news sentences': 'ख़बरों के वाक्यों के पीछे की ग्रामर',
  'Vocabulary from editorials': 'संपादकीय लेखों से शब्द-भंडार',
  'Summary and précis writing': 'सारांश और प्रेसी (précis) लेखन',
  'Writing letters and articles': 'पत्र और लेख लिखना',
  // Basic English
  'Greetings, introductions and daily conversation': 'अभिवादन, अपना परिचय और रोज़ की बातचीत',
  'Basic grammar: sentences and tenses': 'बुनियादी ग्रामर: वाक्य और टेंस',
  'Everyday vocabulary': 'रोज़मर्रा के शब्द',
  'Listening and speaking practice in live classes': 'लाइव कक्षाओं में सुनने और बोलने का अभ्यास',
  // Basic Computer
  'Using a computer and Windows': 'कंप्यूटर और Windows चलाना',
  'Internet, e-mail and staying safe online': 'इंटरनेट, ई-मेल और ऑनलाइन सुरक्षित रहना',
  'MS Word and Excel basics': 'MS Word और Excel की बुनियादी बातें',
  'Digital payments and online forms': 'डिजिटल पेमेंट और ऑनलाइन फ़ॉर्म',
  // JavaScript & React.js
  'Modern JavaScript (ES6+)': 'आधुनिक JavaScript (ES6+)',
  'React components and props': 'React के कंपोनेंट और props',
  'State and hooks': 'State और हुक',
  'Routing with React Router': 'React Router से रूटिंग',
  'Fetching data from APIs': 'API से डेटा लाना',
  'Project: a React web app': 'प्रोजेक्ट: एक React वेब ऐप',
  // Graphic Design
  'Design basics: colour, type and layout': 'डिज़ाइन की बुनियादी बातें: रंग, अक्षर और लेआउट',
  'Adobe Photoshop': 'Adobe Photoshop (फ़ोटोशॉप)',
  CorelDRAW: 'CorelDRAW (कोरलड्रॉ)',
  'Canva for social media': 'सोशल मीडिया के लिए Canva',
  'Logo and brand design': 'लोगो और ब्रांड डिज़ाइन',
  'A portfolio project': 'एक पोर्टफ़ोलियो प्रोजेक्ट',
};
