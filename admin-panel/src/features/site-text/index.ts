// The Site text screen: every word of the public site, editable per text (docs/decisions/021-site-text.md).
export { SiteTextScreen } from './site-text-screen';
