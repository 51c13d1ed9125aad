// The Site text screen: every word of the public site, editable per text (docs/decisions/021-site-text.md).
export { SiteImagesCard } from './site-images-card';
export { SiteTextScreen } from './site-text-screen';
