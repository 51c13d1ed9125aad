// Frozen in time: the courses a fresh install starts with (SPEC.md §1–§3, §9). Part of the
// 2026-11-25-courses migration; never import application code here and never edit it later —
// later changes to the initial courses are new migrations.

export interface InitialCourse {
  slug: string;
  name: string;
  /** How the home page names it ('' = the name). */
  shortName: string;
  modes: Array<'Online' | 'Offline'>;
  description: string;
  duration: string;
  eligibility: string;
  syllabus: string[];
  icon: string;
  inAdmissionCatalogue: boolean;
  /** Place in the home page's featured list (SPEC: 6 entries), or null. */
  featuredOrder: number | null;
  /** Place in the home page's course grid (SPEC: 5 cards), or null. */
  gridOrder: number | null;
}

type Options = Partial<Pick<InitialCourse, 'shortName' | 'featuredOrder' | 'gridOrder' | 'inAdmissionCatalogue'>>;

const course = (
  slug: string,
  name: string,
  modes: InitialCourse['modes'],
  icon: string,
  duration: string,
  description: string,
  eligibility: string,
  syllabus: string[],
  options: Options = {},
): InitialCourse => ({
  slug,
  name,
  shortName: '',
  modes,
  description,
  duration,
  eligibility,
  syllabus,
  icon,
  inAdmissionCatalogue: true,
  featuredOrder: null,
  gridOrder: null,
  ...options,
});

const OFF: InitialCourse['modes'] = ['Offline'];
const ON: InitialCourse['modes'] = ['Online'];

const htmlCss = ['HTML5 structure and semantic tags', 'Forms, tables and media', 'CSS selectors, box model and typography', 'Flexbox and Grid layouts', 'Responsive pages for phones', 'Project: a personal or business website'];
const mern = ['HTML, CSS and responsive design', 'JavaScript (ES6+) fundamentals', 'React: components, hooks and routing', 'Node.js and Express REST APIs', 'MongoDB and Mongoose', 'Log-in, security and deployment', 'Capstone full-stack project'];

/**
 * In course order: the 21 offline courses (= the first 21 catalogue entries), the 5 online ones
 * (Basic English and Basic Computer complete the 23-entry catalogue; the online HTML & CSS and MERN
 * Stack are catalogue names already), then Graphic Design, featured on the home page but taught in
 * no listed mode.
 */
export const INITIAL_COURSES: InitialCourse[] = [
  course('autocad', 'AutoCAD', OFF, 'layers', '3 months', '2D drafting and 3D modelling for civil, mechanical and interior work.', 'Class 10 pass; basic computer use', [
    'AutoCAD screen, units and drawing set-up', 'Lines, circles, arcs, polylines and precise drafting', 'Modify tools, layers, blocks and hatching', 'Dimensions, text and annotation', '3D modelling basics and views', 'Layouts, plotting and printing to scale', 'Project: a house plan or a machine part',
  ]),
  course('pdca', 'PDCA (Practical Diploma in Computer Application)', OFF, 'monitor', '6 months', 'Hands-on office computing, internet, accounts basics and projects.', 'Class 10 pass', [
    'Computer fundamentals and Windows', 'MS Word, Excel and PowerPoint', 'Internet, e-mail and online forms', 'Accounts basics in Tally', 'English and Hindi typing practice', 'Practical project and viva',
  ]),
  course('adca-ccc', 'ADCA + CCC', OFF, 'award', '12 months', 'Advanced diploma together with the NIELIT CCC certificate.', 'Class 10 pass', [
    'Computer fundamentals and operating systems', 'MS Office: Word, Excel, PowerPoint and Access', 'Tally Prime with GST', 'Photoshop and CorelDRAW basics', 'Internet, e-mail and digital payments', 'HTML and programming foundations', 'NIELIT CCC syllabus and exam practice',
  ], { shortName: 'ADCA', featuredOrder: 3, gridOrder: 2 }),
  course('dca', 'DCA (Diploma in Computer Application)', OFF, 'monitor', '6 months', 'MS Office, internet, typing and computer fundamentals.', 'Class 10 pass', [
    'Computer fundamentals and Windows', 'MS Word, Excel and PowerPoint', 'Internet, e-mail and online services', 'English and Hindi typing', 'Practical assignments and final exam',
  ], { shortName: 'DCA', featuredOrder: 5, gridOrder: 1 }),
  course('tally-gst', 'Tally + GST', OFF, 'calculator', '3 months', 'Tally Prime, GST returns, inventory and payroll.', 'Class 12 pass (commerce helps, not required)', [
    'Company creation and masters', 'Accounting vouchers and bank reconciliation', 'Inventory: stock items, godowns and orders', 'GST set-up, invoices and returns', 'Payroll and TDS basics', 'Reports: balance sheet, profit and loss, ratios',
  ], { shortName: 'Tally', gridOrder: 3 }),
  course('typing', 'Typing (Eng & Hindi)', OFF, 'keyboard', '2 months', 'English and Hindi (Mangal/Krutidev) typing for government exams.', 'Open to all', [
    'Posture and finger placement', 'English typing drills for speed and accuracy', 'Hindi typing in Mangal (Inscript) and Krutidev', 'Timed tests in the style of government exams',
  ]),
  course('o-level', 'M. Olevel', OFF, 'book', '12 months', 'NIELIT O Level modules with exam practice and projects.', 'Class 12 pass, or Class 10 pass with an ITI certificate (NIELIT rule)', [
    'M1-R5: IT Tools and Network Basics', 'M2-R5: Web Designing and Publishing', 'M3-R5: Programming and Problem Solving through Python', 'M4-R5: Internet of Things and its Applications', 'Practical projects and exam practice',
  ], { shortName: "'O' Level", featuredOrder: 6 }),
  course('digital-marketing', 'Digital Marketing', OFF, 'megaphone', '4 months', 'SEO, social media, ads and analytics with live campaigns.', 'Class 12 pass; basic computer use', [
    'Websites and WordPress basics', 'Search engine optimisation (SEO)', 'Social media marketing: Facebook, Instagram, YouTube', 'Google Ads and Meta ads', 'E-mail and WhatsApp marketing', 'Analytics and reporting', 'A live campaign project',
  ]),
  course('mern-stack', 'MERN Stack', OFF, 'code', '6 months', 'MongoDB, Express, React and Node.js — build full web apps.', 'Basic computer use; HTML & CSS helps', mern, { gridOrder: 4 }),
  course('html-css', 'HTML & CSS', OFF, 'code', '2 months', 'Build and style responsive web pages from scratch.', 'Open to all; basic computer use', htmlCss),
  course('javascript', 'JavaScript', OFF, 'code', '3 months', 'Programming the web: DOM, events, APIs and modern JS.', 'HTML & CSS basics', [
    'Variables, types and operators', 'Conditions, loops and functions', 'Arrays, objects and JSON', 'The DOM and events', 'Fetch and async/await', 'Mini projects: quiz, to-do list, weather app',
  ]),
  course('java', 'Java', OFF, 'code', '4 months', 'Object-oriented programming, collections and projects.', 'Class 12 pass or programming basics', [
    'Java basics: JDK, syntax and data types', 'Classes, objects and inheritance', 'Exceptions and file handling', 'The collections framework', 'JDBC with a database', 'Project work',
  ]),
  course('python', 'Python', OFF, 'code', '3 months', 'Programming basics to automation and data handling.', 'Open to all; basic computer use', [
    'Syntax, variables and data types', 'Conditions, loops and functions', 'Lists, tuples, dictionaries and sets', 'Files, modules and packages', 'Object-oriented Python', 'Automation and working with CSV and Excel data',
  ]),
  course('c-programming', 'C', OFF, 'code', '2 months', 'Logic building and programming fundamentals in C.', 'Open to all', [
    'Data types, operators and expressions', 'Decisions and loops', 'Arrays and strings', 'Functions and recursion', 'Pointers and structures', 'File handling',
  ]),
  course('cpp', 'C++', OFF, 'code', '3 months', 'Object-oriented programming and data structures in C++.', 'C basics recommended', [
    'C++ basics and input/output', 'Classes and objects', 'Constructors, inheritance and polymorphism', 'Templates and the STL', 'Stacks, queues and linked lists', 'File handling and projects',
  ]),
  course('spoken-english', 'Spoken English', OFF, 'chat', '3 months', 'Daily speaking practice for fluency and confidence.', 'Open to all — Hindi-medium students welcome', [
    'Daily speaking practice in small groups', 'Everyday grammar for correct sentences', 'Vocabulary and phrases for work and life', 'Pronunciation and fluency drills', 'Presentations, role plays and debates', 'Confidence and public speaking',
  ], { shortName: 'English Speaking', featuredOrder: 1 }),
  course('grammar-classes', 'Grammar Classes', OFF, 'book', '2 months', 'Tenses, voice, narration and error spotting made easy.', 'Open to all', [
    'Parts of speech', 'Tenses and their use', 'Active and passive voice', 'Direct and indirect speech', 'Articles, prepositions and conjunctions', 'Error spotting for competitive exams',
  ]),
  course('interview-training', 'Interview Training', OFF, 'briefcase', '1 month', 'Mock interviews, CV writing and body language.', 'Students and job seekers', [
    'CV and cover letter writing', 'Common interview questions and answers', 'Mock interviews with feedback', 'Body language and dress', 'Telephone and video interviews',
  ]),
  course('gd-pi-classes', 'GD & PI Classes', OFF, 'users', '1 month', 'Group discussion and personal interview practice.', 'Students preparing for jobs, banks and admissions', [
    'How group discussions are judged', 'Analysing a topic and structuring points', 'Practice discussions on current topics', 'Personal interview practice', 'Feedback on voice, posture and content',
  ]),
  course('sound-classes', 'Sound Classes (U.S. & U.K.)', OFF, 'chat', '2 months', 'Pronunciation and accent training, U.S. and U.K.', 'Basic English', [
    'Vowel and consonant sounds', 'Word stress and sentence stress', 'Intonation and rhythm', 'U.S. and U.K. accent differences', 'Listening and shadowing practice',
  ]),
  course('newspaper-grammar-rules', 'Newspaper Grammar Rules', OFF, 'book', '1 month', 'Read and write like the newspapers: usage and vocabulary.', 'Basic English', [
    'Reading an English newspaper every day', 'The grammar behind news sentences', 'Vocabulary from editorials', 'Summary and précis writing', 'Writing letters and articles',
  ]),
  course('basic-english', 'Basic English', ON, 'chat', '2 months', 'Start speaking simple, correct English from home.', 'Open to all', [
    'Greetings, introductions and daily conversation', 'Basic grammar: sentences and tenses', 'Everyday vocabulary', 'Listening and speaking practice in live classes',
  ]),
  course('basic-computer', 'Basic Computer', ON, 'monitor', '2 months', 'Computer, internet, e-mail and MS Office basics.', 'Open to all', [
    'Using a computer and Windows', 'Internet, e-mail and staying safe online', 'MS Word and Excel basics', 'Digital payments and online forms',
  ]),
  course('html-css-online', 'HTML & CSS', ON, 'code', '2 months', 'Build your first responsive web pages live online.', 'Open to all; basic computer use', htmlCss),
  course('javascript-react', 'JavaScript & React.js', ON, 'atom', '4 months', 'Modern JavaScript and React components, hooks and routing.', 'HTML & CSS basics', [
    'Modern JavaScript (ES6+)', 'React components and props', 'State and hooks', 'Routing with React Router', 'Fetching data from APIs', 'Project: a React web app',
  ], { shortName: 'React', gridOrder: 5, inAdmissionCatalogue: false }),
  course('mern-stack-online', 'MERN Stack', ON, 'code', '6 months', 'Full-stack web development with live mentor sessions.', 'Basic computer use; HTML & CSS helps', mern, {
    shortName: 'Web Development',
    featuredOrder: 2,
  }),
  course('graphic-design', 'Graphic Design', [], 'palette', '3 months', 'Posters, logos and social media designs in Photoshop, CorelDRAW and Canva.', 'Open to all; basic computer use', [
    'Design basics: colour, type and layout', 'Adobe Photoshop', 'CorelDRAW', 'Canva for social media', 'Logo and brand design', 'A portfolio project',
  ], { featuredOrder: 4, inAdmissionCatalogue: false }),
];
