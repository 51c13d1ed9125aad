import { addEnglishSiteText, type SiteText } from '../site-text-core';

type ServiceText = SiteText['services']['digital'];

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

export const EN_SERVICES: SiteText['services'] = {
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
};

// Importing this module makes the section available to `resolveSiteText` (docs/decisions/027-federation-start-up-and-static-css.md, "The site texts per page").
addEnglishSiteText('services', EN_SERVICES);
