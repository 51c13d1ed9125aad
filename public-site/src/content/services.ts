import type { InfoCard } from './home';

/** The marketing and creative services DDS sells (SPEC.md §2). Card counts: digital 8, others 6. */
export interface ServicePage {
  slug: 'digital' | 'social' | 'seo' | 'content' | 'graphic' | 'videoediting' | 'web';
  eyebrow: string;
  title: string;
  lead: string;
  description: string;
  cards: InfoCard[];
}

export const servicePages: Record<ServicePage['slug'], ServicePage> = {
  digital: {
    slug: 'digital',
    eyebrow: 'Marketing',
    title: 'Digital Marketing Services',
    lead: 'Bring more students, customers and calls to your business with marketing that is measured every week.',
    description: 'Digital marketing services by DDS: SEO, social media, Google ads, e-mail, WhatsApp marketing, content, analytics and local listings.',
    cards: [
      { title: 'Search Engine Optimisation', description: 'Rank on Google for the searches your customers make.', icon: 'search' },
      { title: 'Social Media Marketing', description: 'Facebook, Instagram and YouTube pages that grow and sell.', icon: 'share' },
      { title: 'Google & Meta Ads', description: 'Paid campaigns with clear budgets and tracked leads.', icon: 'target' },
      { title: 'Content Marketing', description: 'Blogs, posts and videos that answer real questions.', icon: 'pen' },
      { title: 'E-mail Marketing', description: 'Newsletters and offers that reach the inbox.', icon: 'mail' },
      { title: 'WhatsApp Marketing', description: 'Broadcasts and catalogues on the app everyone uses.', icon: 'chat' },
      { title: 'Local Business Listings', description: 'Google Business Profile and maps set up right.', icon: 'pin' },
      { title: 'Analytics & Reports', description: 'Monthly reports in plain language: what worked, what next.', icon: 'chart' },
    ],
  },
  social: {
    slug: 'social',
    eyebrow: 'Marketing',
    title: 'Social Media Marketing',
    lead: 'Posts, reels and campaigns that make your brand the one people remember.',
    description: 'Social media marketing by DDS: strategy, content calendars, reels, paid campaigns, community management and reports.',
    cards: [
      { title: 'Strategy & Planning', description: 'Goals, audience and a monthly content calendar.', icon: 'target' },
      { title: 'Creative Posts', description: 'On-brand designs for feeds and stories.', icon: 'palette' },
      { title: 'Reels & Short Video', description: 'Short videos scripted, shot and edited for reach.', icon: 'film' },
      { title: 'Paid Campaigns', description: 'Meta ads targeted to your town and customers.', icon: 'megaphone' },
      { title: 'Community Management', description: 'Replies to comments and messages on time.', icon: 'users' },
      { title: 'Insights & Reports', description: 'Followers, reach and leads tracked every month.', icon: 'chart' },
    ],
  },
  seo: {
    slug: 'seo',
    eyebrow: 'Marketing',
    title: 'SEO Services',
    lead: 'Be found on Google when people search for what you offer.',
    description: 'SEO services by DDS: keyword research, on-page SEO, technical SEO, local SEO, link building and reporting.',
    cards: [
      { title: 'Keyword Research', description: 'The words your customers really type.', icon: 'search' },
      { title: 'On-page SEO', description: 'Titles, content and structure tuned for search.', icon: 'pen' },
      { title: 'Technical SEO', description: 'Fast, crawlable, mobile-friendly pages.', icon: 'code' },
      { title: 'Local SEO', description: 'Top of the map results in your area.', icon: 'pin' },
      { title: 'Link Building', description: 'Genuine mentions from trusted websites.', icon: 'share' },
      { title: 'Rank Reports', description: 'Positions and traffic tracked monthly.', icon: 'chart' },
    ],
  },
  content: {
    slug: 'content',
    eyebrow: 'Marketing',
    title: 'Content Writing',
    lead: 'Clear, correct English and Hindi content that informs and sells.',
    description: 'Content writing by DDS: website copy, blogs, social captions, product descriptions, scripts and proofreading.',
    cards: [
      { title: 'Website Copy', description: 'Pages that explain your offer in simple words.', icon: 'monitor' },
      { title: 'Blog Articles', description: 'Researched articles that bring search traffic.', icon: 'book' },
      { title: 'Social Captions', description: 'Short, catchy text for every post.', icon: 'chat' },
      { title: 'Product Descriptions', description: 'Details that turn visitors into buyers.', icon: 'receipt' },
      { title: 'Video Scripts', description: 'Scripts for reels, ads and explainers.', icon: 'film' },
      { title: 'Proofreading', description: 'Error-free English and Hindi documents.', icon: 'pen' },
    ],
  },
  graphic: {
    slug: 'graphic',
    eyebrow: 'Design',
    title: 'Graphic Design',
    lead: 'Designs that make your brand look as good as it is.',
    description: 'Graphic design by DDS: logos, brand identity, social media creatives, print design, packaging and presentations.',
    cards: [
      { title: 'Logo Design', description: 'A memorable mark in several options.', icon: 'star' },
      { title: 'Brand Identity', description: 'Colours, fonts and guidelines that stay consistent.', icon: 'palette' },
      { title: 'Social Creatives', description: 'Post and story designs every week.', icon: 'share' },
      { title: 'Print Design', description: 'Banners, pamphlets, visiting cards and hoardings.', icon: 'receipt' },
      { title: 'Packaging', description: 'Labels and boxes that stand out on the shelf.', icon: 'layers' },
      { title: 'Presentations', description: 'Slides that look professional and read easily.', icon: 'monitor' },
    ],
  },
  videoediting: {
    slug: 'videoediting',
    eyebrow: 'Design',
    title: 'Video Editing',
    lead: 'From raw footage to polished videos for YouTube, reels and events.',
    description: 'Video editing by DDS: YouTube videos, reels, event films, ads, motion graphics and subtitles.',
    cards: [
      { title: 'YouTube Videos', description: 'Cuts, colour and sound for long-form channels.', icon: 'film' },
      { title: 'Reels & Shorts', description: 'Fast, vertical edits made for reach.', icon: 'play' },
      { title: 'Event Films', description: 'Weddings, functions and seminars, beautifully edited.', icon: 'users' },
      { title: 'Video Ads', description: 'Short ads with a clear call to action.', icon: 'megaphone' },
      { title: 'Motion Graphics', description: 'Animated titles, logos and explainers.', icon: 'layers' },
      { title: 'Subtitles', description: 'English and Hindi captions for every viewer.', icon: 'chat' },
    ],
  },
  web: {
    slug: 'web',
    eyebrow: 'Development',
    title: 'Web Development',
    lead: 'Fast, mobile-first websites and web apps that work on slow connections.',
    description: 'Web development by DDS: business websites, e-commerce, web apps, landing pages, maintenance and hosting.',
    cards: [
      { title: 'Business Websites', description: 'Professional sites that load fast on phones.', icon: 'globe' },
      { title: 'E-commerce', description: 'Online shops with UPI and order tracking.', icon: 'receipt' },
      { title: 'Web Applications', description: 'Custom apps built on the MERN stack.', icon: 'code' },
      { title: 'Landing Pages', description: 'Pages built to turn ads into enquiries.', icon: 'target' },
      { title: 'Maintenance', description: 'Updates, backups and security fixes.', icon: 'shield' },
      { title: 'Domain & Hosting', description: 'Set-up and care of domains, hosting and e-mail.', icon: 'layers' },
    ],
  },
};
