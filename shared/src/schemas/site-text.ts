// The public site's words as shipped, and how the words the owner saved replace them
// (docs/decisions/021-site-text.md). Plain data and two small functions, no zod: the public site
// bundles this (its pages read every text through it) and must not pull in the schemas.

/** The languages texts are stored in (docs/decisions/026-hindi.md): English and Hindi. */
export const CONTENT_LANGUAGES = ['en', 'hi'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ContentLanguage = 'en';

/** A heading and line of a card (its icon is the page's design, not copy). */
interface CardText {
  title: string;
  description: string;
}
interface PageSeo {
  /** The page's <title> (the institute's name is added after it) and its share card's title. */
  title: string;
  /** The search result snippet and the share card's description. */
  description: string;
}
/**
 * A page's top: the small line above the heading, the heading (the page's h1) and the
 * introduction under it. The admission page's introduction may say `{count}`: the number of
 * courses the form offers, filled in as the page is drawn.
 */
interface PageTop {
  eyebrow: string;
  heading: string;
  lead: string;
}
interface ServiceText extends PageSeo {
  eyebrow: string;
  lead: string;
  cards: CardText[];
}

/**
 * Every text of the public site, as a tree: a leaf's path is its key ("home.hero.headline",
 * "home.highlights.cards.2.title"). The shape is fixed by the pages (how many figures, cards and
 * steps there are); the owner changes the words. the contract's texts and counts are these defaults.
 */
export interface SiteText {
  home: {
    seo: PageSeo;
    hero: {
      eyebrow: string;
      headline: string;
      lead: string;
      featuredTitle: string;
      placement: string;
      figures: Array<{ value: string; label: string }>;
      primaryCta: string;
      secondaryCta: string;
    };
    about: { eyebrow: string; title: string; paragraphs: string[]; features: CardText[] };
    highlights: { eyebrow: string; title: string; cards: CardText[] };
    banner: { title: string; cta: string };
    courseGrid: { eyebrow: string; title: string; lead: string };
  };
  about: {
    seo: PageSeo;
    hero: { eyebrow: string; title: string; lead: string };
    vision: { title: string; text: string };
    mission: { title: string; text: string };
  };
  services: Record<'digital' | 'social' | 'seo' | 'content' | 'graphic' | 'videoediting' | 'web', ServiceText>;
  donation: {
    seo: PageSeo;
    hero: { eyebrow: string; title: string; lead: string };
    claimsTitle: string;
    claims: CardText[];
    steps: string[];
  };
  /** The other pages' titles; those with a top of their own (heading, line above it, introduction) have its words too. */
  pages: Record<'registration' | 'inquiry' | 'businessInquiry', PageSeo> &
    Record<'admission' | 'certificate' | 'photos' | 'videos', PageSeo & PageTop>;
  footer: { slogan: string; blurb: string };
  /** The Offline and Online courses pages' top (the course cards are the courses' own records). */
  courseLists: Record<'offline' | 'online', { eyebrow: string; title: string; lead: string; description: string }>;
  /**
   * Each form's heading and the line under it. Not the field labels docs/contract.md names nor its §5
   * messages: those are the form's contract and stay in code.
   */
  forms: {
    inquiry: FormText;
    businessInquiry: FormText;
    admission: FormText;
    certificate: FormText;
    registration: { bannerTitle: string; title: string; lead: string; button: string };
    donation: { title: string };
  };
  /**
   * The privacy notice and the terms. A paragraph may name Settings' details with `{email}`,
   * `{phone}` or `{contact}` (whichever of e-mail and phone are set, in words), filled in when the
   * page is drawn, so changing the e-mail in Settings changes every page (SITE_TEXT_PLACEHOLDERS).
   */
  legal: { privacy: LegalText; terms: LegalText };
  /**
   * The e-mails a visitor gets (server/src/features/visitor-mail): per kind a subject, a greeting
   * and paragraphs, one line each. `{name}`, `{course}`, `{receipt}` and `{amount}` are filled in
   * when the mail is written; the institute's phone, WhatsApp and office hours come from Settings.
   */
  emails: {
    inquiry: VisitorMailText;
    businessInquiry: VisitorMailText;
    admission: VisitorMailText;
    donationThanks: VisitorMailText;
    receipt: VisitorMailText;
    common: { contactHeading: string; signOff: string; unsubscribe: string };
  };
}

interface FormText {
  title: string;
  lead: string;
}
interface LegalText {
  title: string;
  lead: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

interface VisitorMailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
}

const service = (
  eyebrow: string,
  title: string,
  lead: string,
  description: string,
  cards: Array<[string, string]>,
): ServiceText => ({
  eyebrow,
  title,
  lead,
  description,
  cards: cards.map(([t, d]) => ({ title: t, description: d })),
});

/** English, as shipped: a fresh install shows exactly these (docs/contract.md §1–§3). */
export const EN_SITE_TEXT: SiteText = {
  home: {
    seo: {
      title: 'Learn English & Computer Skills',
      description:
        'DDS: spoken English, personality development, DCA, ADCA, Tally, programming and digital marketing courses with 100% job placement assistance.',
    },
    hero: {
      eyebrow: 'Admissions open for the new batch',
      headline: 'Learn English & Computer Skills',
      lead: 'Spoken English, personality development and job-ready computer courses — taught in small batches by trainers who know our town and its employers.',
      featuredTitle: 'Featured courses',
      placement: '100% Job Placement Assistance',
      figures: [
        { value: '1 Lakh+', label: 'Students trained' },
        { value: '95%', label: 'Placement rate' },
        { value: '25+', label: 'Years experience' },
      ],
      primaryCta: 'Explore Courses',
      secondaryCta: 'Contact Us',
    },
    about: {
      eyebrow: 'About DDS',
      title: 'Where confident speakers and skilled professionals begin',
      paragraphs: [
        'For 15+ years DDS has helped students, job seekers and working people of our region speak English fluently and master the computer skills employers ask for.',
        'Our classrooms mix practice with real-world projects: mock interviews, group discussions, typing drills, accounting in Tally and live websites built in class.',
      ],
      features: [
        { title: 'Spoken English', description: 'Fluency, grammar and pronunciation through daily speaking practice.' },
        { title: 'Computer programs', description: 'From basic computer and DCA to ADCA, Tally and programming.' },
        {
          title: 'Government-recognised certification',
          description: 'Certificates that are accepted for jobs and further study.',
        },
        {
          title: 'Career-focused training',
          description: 'Interview training, GD & PI practice and placement support.',
        },
        {
          title: 'Global learning standards',
          description: 'Modern curriculum and methods used by leading institutes.',
        },
      ],
    },
    highlights: {
      eyebrow: 'Why students choose us',
      title: 'Key highlights',
      cards: [
        {
          title: '25+ years experience',
          description: 'A trusted name in English and computer education for over two decades.',
        },
        {
          title: '1 Lakh+ students trained',
          description: 'Alumni working in offices, banks, schools and IT companies.',
        },
        { title: '95% placement rate', description: 'Dedicated placement cell with local and national employers.' },
        { title: 'Expert trainers', description: 'Experienced faculty who teach in Hindi and English.' },
        { title: 'Flexible batches', description: 'Morning, evening and weekend batches, offline and online.' },
        { title: 'Modern computer lab', description: 'One student per computer with licensed software.' },
      ],
    },
    banner: { title: 'Your future starts with one step', cta: 'Join DDS Now' },
    courseGrid: {
      eyebrow: 'Programs',
      title: 'Our Courses',
      lead: 'Popular programs that lead straight to jobs and higher studies.',
    },
  },
  about: {
    seo: {
      title: 'About Us',
      description: 'About DDS: our vision, our mission and messages from our director, CEO and manager.',
    },
    hero: {
      eyebrow: 'About us',
      title: 'About DDS',
      lead: 'For more than 15 years we have taught spoken English, personality development and computer skills to the students of our region.',
    },
    vision: {
      title: 'Our Vision',
      text: 'To make every young person in our town confident in English and skilled with computers, so that no opportunity is out of reach because of language or technology.',
    },
    mission: {
      title: 'Our Mission',
      text: 'To offer practical, affordable, job-focused training in small batches, with certificates that count and placement support that continues after the course.',
    },
  },
  services: {
    digital: service(
      'Marketing',
      'Digital Marketing Services',
      'Bring more students, customers and calls to your business with marketing that is measured every week.',
      'Digital marketing services by DDS: SEO, social media, Google ads, e-mail, WhatsApp marketing, content, analytics and local listings.',
      [
        ['Search Engine Optimisation', 'Rank on Google for the searches your customers make.'],
        ['Social Media Marketing', 'Facebook, Instagram and YouTube pages that grow and sell.'],
        ['Google & Meta Ads', 'Paid campaigns with clear budgets and tracked leads.'],
        ['Content Marketing', 'Blogs, posts and videos that answer real questions.'],
        ['E-mail Marketing', 'Newsletters and offers that reach the inbox.'],
        ['WhatsApp Marketing', 'Broadcasts and catalogues on the app everyone uses.'],
        ['Local Business Listings', 'Google Business Profile and maps set up right.'],
        ['Analytics & Reports', 'Monthly reports in plain language: what worked, what next.'],
      ],
    ),
    social: service(
      'Marketing',
      'Social Media Marketing',
      'Posts, reels and campaigns that make your brand the one people remember.',
      'Social media marketing by DDS: strategy, content calendars, reels, paid campaigns, community management and reports.',
      [
        ['Strategy & Planning', 'Goals, audience and a monthly content calendar.'],
        ['Creative Posts', 'On-brand designs for feeds and stories.'],
        ['Reels & Short Video', 'Short videos scripted, shot and edited for reach.'],
        ['Paid Campaigns', 'Meta ads targeted to your town and customers.'],
        ['Community Management', 'Replies to comments and messages on time.'],
        ['Insights & Reports', 'Followers, reach and leads tracked every month.'],
      ],
    ),
    seo: service(
      'Marketing',
      'SEO Services',
      'Be found on Google when people search for what you offer.',
      'SEO services by DDS: keyword research, on-page SEO, technical SEO, local SEO, link building and reporting.',
      [
        ['Keyword Research', 'The words your customers really type.'],
        ['On-page SEO', 'Titles, content and structure tuned for search.'],
        ['Technical SEO', 'Fast, crawlable, mobile-friendly pages.'],
        ['Local SEO', 'Top of the map results in your area.'],
        ['Link Building', 'Genuine mentions from trusted websites.'],
        ['Rank Reports', 'Positions and traffic tracked monthly.'],
      ],
    ),
    content: service(
      'Marketing',
      'Content Writing',
      'Clear, correct English and Hindi content that informs and sells.',
      'Content writing by DDS: website copy, blogs, social captions, product descriptions, scripts and proofreading.',
      [
        ['Website Copy', 'Pages that explain your offer in simple words.'],
        ['Blog Articles', 'Researched articles that bring search traffic.'],
        ['Social Captions', 'Short, catchy text for every post.'],
        ['Product Descriptions', 'Details that turn visitors into buyers.'],
        ['Video Scripts', 'Scripts for reels, ads and explainers.'],
        ['Proofreading', 'Error-free English and Hindi documents.'],
      ],
    ),
    graphic: service(
      'Design',
      'Graphic Design',
      'Designs that make your brand look as good as it is.',
      'Graphic design by DDS: logos, brand identity, social media creatives, print design, packaging and presentations.',
      [
        ['Logo Design', 'A memorable mark in several options.'],
        ['Brand Identity', 'Colours, fonts and guidelines that stay consistent.'],
        ['Social Creatives', 'Post and story designs every week.'],
        ['Print Design', 'Banners, pamphlets, visiting cards and hoardings.'],
        ['Packaging', 'Labels and boxes that stand out on the shelf.'],
        ['Presentations', 'Slides that look professional and read easily.'],
      ],
    ),
    videoediting: service(
      'Design',
      'Video Editing',
      'From raw footage to polished videos for YouTube, reels and events.',
      'Video editing by DDS: YouTube videos, reels, event films, ads, motion graphics and subtitles.',
      [
        ['YouTube Videos', 'Cuts, colour and sound for long-form channels.'],
        ['Reels & Shorts', 'Fast, vertical edits made for reach.'],
        ['Event Films', 'Weddings, functions and seminars, beautifully edited.'],
        ['Video Ads', 'Short ads with a clear call to action.'],
        ['Motion Graphics', 'Animated titles, logos and explainers.'],
        ['Subtitles', 'English and Hindi captions for every viewer.'],
      ],
    ),
    web: service(
      'Development',
      'Web Development',
      'Fast, mobile-first websites and web apps that work on slow connections.',
      'Web development by DDS: business websites, e-commerce, web apps, landing pages, maintenance and hosting.',
      [
        ['Business Websites', 'Professional sites that load fast on phones.'],
        ['E-commerce', 'Online shops with UPI and order tracking.'],
        ['Web Applications', 'Custom apps built on the MERN stack.'],
        ['Landing Pages', 'Pages built to turn ads into enquiries.'],
        ['Maintenance', 'Updates, backups and security fixes.'],
        ['Domain & Hosting', 'Set-up and care of domains, hosting and e-mail.'],
      ],
    ),
  },
  donation: {
    seo: {
      title: 'Donation Box',
      description:
        'Support students at DDS with a UPI donation. Tax-exempt with receipts, and monthly reports of how every rupee is used.',
    },
    hero: {
      eyebrow: 'Support a student',
      title: 'Donation Box',
      lead: 'Your gift pays the fees of students who cannot afford them, and buys computers and books for our classrooms.',
    },
    claimsTitle: 'Why give to DDS',
    claims: [
      {
        title: 'Tax-exempt with receipts',
        description: 'Every donation gets a receipt you can use for tax exemption.',
      },
      { title: 'Monthly reports', description: 'We publish a report every month of how donations were used.' },
      { title: 'Direct to students', description: 'Fees, books and equipment for learners who need them.' },
    ],
    steps: [
      'Tap Donate Now and pay any amount by UPI.',
      'Take a screenshot of the successful payment.',
      'Send us your name, e-mail and the screenshot.',
    ],
  },
  pages: {
    admission: {
      title: 'Admission Form',
      description:
        'Apply for admission to a DDS course online or offline: spoken English, computer, Tally, programming and more.',
      eyebrow: 'Admissions open',
      heading: 'Admission Form',
      lead: 'Choose from {count} courses, online or at our centre.',
    },
    registration: {
      title: 'Registration Form',
      description: 'Register for a DDS course: fill in the admission form online.',
    },
    certificate: {
      title: 'Download Certificate',
      description: 'Look up and download your DDS course certificate with your name, roll number and date of birth.',
      eyebrow: 'Students',
      heading: 'Download Certificate',
      lead: 'Completed a course with us? Find and download your certificate in seconds.',
    },
    photos: {
      title: 'Photos',
      description: 'Photos from DDS classes, functions, seminars and certificate ceremonies.',
      eyebrow: 'Events · Gallery',
      heading: 'Photos',
      lead: 'Moments from our classrooms, workshops and celebrations.',
    },
    videos: {
      title: 'Videos',
      description: 'Watch DDS videos: classes, student stories, events and workshops.',
      eyebrow: 'Events · Gallery',
      heading: 'Videos',
      lead: 'Press play on any video — nothing downloads until you do.',
    },
    inquiry: {
      title: 'Contact Us — Student Inquiry',
      description:
        'Ask DDS about spoken English and computer courses. Send your inquiry and our counsellor will call you back.',
    },
    businessInquiry: {
      title: 'Talk to us about your project',
      description:
        'Tell DDS about your project: websites, digital marketing, SEO, content, design and video. Our team will call you back.',
    },
  },
  footer: {
    slogan: 'Speak with confidence • Code with skill • Build your career with DDS',
    blurb:
      'DDS trains students of our town in spoken English, personality development and computer skills — from typing and Tally to full-stack programming — with a focus on real jobs.',
  },
  courseLists: {
    offline: {
      eyebrow: 'Courses',
      title: 'Offline Courses',
      lead: 'Classroom programs at our centre with a computer for every student, small batches and placement support.',
      description:
        'Classroom courses at DDS: DCA, ADCA + CCC, Tally + GST, O Level, typing, programming, spoken English and interview training.',
    },
    online: {
      eyebrow: 'Courses',
      title: 'Online Courses',
      lead: 'Live online classes with recorded revision, doubt sessions and the same certificate as our centre.',
      description: 'Online courses at DDS: spoken English, computer basics and web development in live classes.',
    },
  },
  forms: {
    inquiry: {
      title: 'Student Inquiry Form',
      lead: 'Tell us what you want to learn — our counsellor will call you back within a day.',
    },
    businessInquiry: {
      title: 'Talk to us about your project',
      lead: 'Tell us about your business and what you need — our team will call you back within a day.',
    },
    admission: {
      title: 'Apply for admission',
      lead: 'Fill in your details and choose a course. Our office will confirm your seat and batch timing.',
    },
    certificate: { title: 'Find your certificate', lead: 'Enter your details exactly as given at admission.' },
    registration: {
      bannerTitle: 'Registration Form',
      title: 'Register for a course',
      lead: 'Registration is done with our admission form: choose your course and mode (online or offline), and we will call you to confirm your batch.',
      button: 'Fill in the admission form',
    },
    donation: { title: 'Donate by UPI' },
  },
  legal: {
    privacy: {
      title: 'Privacy Notice',
      lead: 'What personal data our forms collect, why, and what you can ask us to do with it.',
      sections: [
        {
          heading: 'What we collect',
          paragraphs: [
            'Inquiry form: your name, e-mail, phone number, the course you are interested in and your message.',
            'Admission form: your name, e-mail, phone number, chosen course and mode (online or offline).',
            'Donation form: your name, e-mail and the screenshot of your UPI payment.',
            'Certificate lookup: the name, roll number and date of birth you type, only to find your certificate.',
          ],
        },
        {
          heading: 'Why we collect it',
          paragraphs: [
            'Only to answer your inquiry, process your admission, acknowledge and receipt your donation, or give you your certificate. We do not sell or share your details for advertising.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'Inquiries and admissions are kept while they are useful to serve you and then deleted. Donation records are kept as long as tax law requires.',
          ],
        },
        { heading: 'Your choices', paragraphs: ['To see, correct or delete your details, {contact}.'] },
      ],
    },
    terms: {
      title: 'Terms of Service',
      lead: 'The simple rules for our courses, certificates, donations and this website.',
      sections: [
        {
          heading: 'Courses and fees',
          paragraphs: [
            'Course content, duration and fees can change; the details confirmed at admission apply to your batch.',
          ],
        },
        {
          heading: 'Certificates',
          paragraphs: [
            'Certificates are issued to students who complete the course and its assessment. The online lookup gives you a copy of the certificate we hold for you.',
          ],
        },
        {
          heading: 'Donations',
          paragraphs: [
            'Donations are voluntary and used for student support and teaching equipment. Receipts are issued for verified payments.',
          ],
        },
        {
          heading: 'Website use',
          paragraphs: [
            'Please do not misuse the forms on this website. Content on this site belongs to the institute unless stated otherwise.',
          ],
        },
      ],
    },
  },
  emails: {
    inquiry: {
      subject: 'We have your question, {name}',
      greeting: 'Dear {name},',
      paragraphs: [
        'Thank you for writing to DDS. Your question has reached our office.',
        'What happens next: a counsellor will call you on the number you gave, usually within one working day, to answer it and tell you about batches and fees.',
        'If it is urgent, call or WhatsApp us during office hours.',
      ],
    },
    businessInquiry: {
      subject: 'We have your message about your project, {name}',
      greeting: 'Dear {name},',
      paragraphs: [
        'Thank you for telling DDS about your project. Your message has reached our team.',
        'What happens next: someone from our team will call you on the number you gave, usually within one working day, to understand what you need.',
        'If it is urgent, call or WhatsApp us during office hours.',
      ],
    },
    admission: {
      subject: 'Your admission form for {course} has reached DDS',
      greeting: 'Dear {name},',
      paragraphs: [
        'Thank you for applying for {course} at DDS. Your form has reached our office.',
        'What happens next: our office will call you within two working days to confirm your batch, timings and fees. Please keep a photo ID ready for your first visit.',
      ],
    },
    donationThanks: {
      subject: 'Thank you for your donation, {name}',
      greeting: 'Dear {name},',
      paragraphs: [
        'Thank you for supporting the students of DDS. Your payment screenshot has reached us.',
        'What happens next: our office matches every payment with the bank statement. Once yours is verified, we will e-mail you a numbered receipt as a PDF.',
      ],
    },
    receipt: {
      subject: 'Your DDS donation receipt {receipt}',
      greeting: 'Dear {name},',
      paragraphs: [
        'Our office has verified your donation of {amount}. Thank you once again.',
        'Your receipt {receipt} is attached to this e-mail as a PDF. Please keep it for your records.',
      ],
    },
    common: {
      contactHeading: 'To reach us',
      signOff: 'With regards, the DDS office',
      unsubscribe:
        'You get this e-mail because you used a form on the DDS website. To get no more e-mails from us, open this link:',
    },
  },
};

/**
 * The shipped texts per language. English is here; another language's tree is added by its own
 * module (`./site-text-hi/register`), so only the code that shows Hindi carries Hindi: the server
 * imports it at start, a `/hi` page loads it before its first render, and an English page never
 * downloads it (6.8 KB gzip; Lingui's `i18n.load` before `activate` is the same idea). A language
 * not added (yet) resolves to the English, marked as such by `siteTextFallbacks`.
 */
const SITE_TEXT_DEFAULTS: Partial<Record<ContentLanguage, SiteText>> = { en: EN_SITE_TEXT };

/** Adds a language's shipped texts (its `register` module calls this once). */
export function addShippedSiteText(language: ContentLanguage, tree: SiteText): void {
  SITE_TEXT_DEFAULTS[language] = tree;
  delete shippedByLanguage[language];
}

/** Whether a language's shipped texts are here (a `/hi` page waits for this before rendering). */
export const hasShippedSiteText = (language: ContentLanguage): boolean => SITE_TEXT_DEFAULTS[language] !== undefined;

/** What the owner saved, per language and key (only the texts that differ from the shipped ones). */
export type SiteTextOverrides = Partial<Record<ContentLanguage, Record<string, string>>>;

type Node = string | Node[] | { [k: string]: Node };

/** Every text's key and shipped value, in page order ("home.hero.headline" → "Learn English & …"). */
export function siteTextEntries(tree: SiteText = EN_SITE_TEXT): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (node: Node, path: string) => {
    if (typeof node === 'string') out.push([path, node]);
    else if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${path}.${i}`));
    else for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(tree as unknown as Node, '');
  return out;
}

let keys: Map<string, string> | undefined;
/** The shipped English text of a key, or undefined for a key the site does not have. */
export const defaultSiteText = (key: string): string | undefined => (keys ??= new Map(siteTextEntries())).get(key);

const shippedByLanguage: Partial<Record<ContentLanguage, Map<string, string>>> = {};
function shippedTexts(language: ContentLanguage): Map<string, string> {
  const tree = SITE_TEXT_DEFAULTS[language];
  if (!tree) return new Map(); // not added: every text falls back to the English
  return (shippedByLanguage[language] ??= new Map(siteTextEntries(tree)));
}

/** The shipped text of a key in `language` (the English where the catalogue has none), or undefined for a key the site does not have. */
export const shippedSiteText = (key: string, language: ContentLanguage): string | undefined =>
  shippedTexts(language).get(key) ?? defaultSiteText(key);

/**
 * One text in `language`, and whether it is English standing in for a missing translation. In
 * order: the owner's text in that language; else the shipped translation — but only while the
 * English it translates is still the site's (once the owner rewords or empties the English, a
 * shipped Hindi would go on saying what the English no longer says: a figure taken back in English
 * would stay on the Hindi page); else the owner's English; else the shipped English.
 */
function textIn(
  overrides: SiteTextOverrides | undefined,
  language: ContentLanguage,
  key: string,
  shippedEnglish: string,
): { text: string; english: boolean } {
  const own = overrides?.[language]?.[key];
  if (own !== undefined) return { text: own, english: language === DEFAULT_LANGUAGE };
  const ownEnglish = overrides?.en?.[key];
  if (language !== DEFAULT_LANGUAGE && ownEnglish === undefined) {
    const shipped = shippedTexts(language).get(key);
    if (shipped !== undefined) return { text: shipped, english: false };
  }
  return { text: ownEnglish ?? shippedEnglish, english: true };
}

/**
 * The texts a page shows in `language`, text by text as `textIn` decides (Payload's and Strapi's
 * fallback locale, made aware of the owner's English). The English tree gives the shape. With
 * nothing saved the shipped tree itself is answered (no copy, nothing to walk).
 */
export function resolveSiteText(
  overrides: SiteTextOverrides | undefined,
  language: ContentLanguage = DEFAULT_LANGUAGE,
): SiteText {
  const nothingSaved = !Object.keys(overrides?.en ?? {}).length && !Object.keys(overrides?.[language] ?? {}).length;
  if (nothingSaved && SITE_TEXT_DEFAULTS[language]) return SITE_TEXT_DEFAULTS[language];
  const walk = (node: Node, path: string): Node => {
    if (typeof node === 'string') return textIn(overrides, language, path, node).text;
    if (Array.isArray(node)) return node.map((n, i) => walk(n, `${path}.${i}`));
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]));
  };
  return walk(EN_SITE_TEXT as unknown as Node, '') as unknown as SiteText;
}

/**
 * The keys whose text on a `language` page is English standing in for a missing translation (never
 * on English pages; an empty text is left out — nothing shows, so nothing is in the wrong
 * language). The page marks those elements `lang="en"` so a screen reader reads them in English.
 */
export function siteTextFallbacks(overrides: SiteTextOverrides | undefined, language: ContentLanguage): Set<string> {
  const out = new Set<string>();
  if (language === DEFAULT_LANGUAGE) return out;
  for (const [key, shippedEnglish] of siteTextEntries()) {
    const { text, english } = textIn(overrides, language, key, shippedEnglish);
    if (english && text.trim()) out.add(key);
  }
  return out;
}

/**
 * The placeholders a text may use, by key: the legal pages name Settings' e-mail and phone.
 * Checked on save (an unknown `{name}` would reach visitors as typed) and filled by the page.
 */
export const SITE_TEXT_PLACEHOLDERS: Array<{ keys: RegExp; names: readonly string[] }> = [
  { keys: /^legal\./, names: ['email', 'phone', 'contact'] },
  { keys: /^pages\.admission\.lead$/, names: ['count'] },
];
export const siteTextPlaceholders = (key: string): readonly string[] =>
  SITE_TEXT_PLACEHOLDERS.find((p) => p.keys.test(key))?.names ?? [];
/** `{word}` in a text, as the placeholder check and the filling read it. */
export const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** `text` with each `{name}` that `values` has filled in; other braces stay as typed. */
export const fillSiteText = (text: string, values: Record<string, string | number>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
