import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { footerCourses, quickLinks } from '../content/navigation';
import type { SiteSettings } from '@dds/shared/schemas';
import { phoneDigits } from '@dds/shared/schemas/phone';
import { useInstituteName, useSiteSettings, useSiteText, useTextLang } from '../content/site-content';
import { useLogoPicture } from '../content/logo';
import { useSettingsText } from '../content/record-text';
import { Icon } from '../ui/icon';
import { ResponsivePicture } from '../ui/responsive-picture';
import { renderWhenNear } from '../ui/render-when-near';
import { WhatsAppButton } from '../ui/whatsapp-button';
import { uiText } from '../ui/ui-text';
import { color, contentWidth, font, mq } from '../ui/theme';
import { useFormat } from '../i18n/format';
import { useInterfaceText, type Translate } from '../i18n/interface-text';
import { RichText } from '../i18n/rich-text';
import { footerText } from './footer-text';
import { layoutText } from './layout-text';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/footer';

const Wrap = styled.footer`
  background: ${color.brandDeep};
  color: #f5e9e4;
  a { color: #fff; text-decoration: none; }
  a:hover { text-decoration: underline; }
  /* Below the fold on every page (decision 037). */
  ${renderWhenNear({ phone: 1183, wide: 473 })}
`;

const Columns = styled.div`
  max-width: ${contentWidth};
  margin: 0 auto;
  padding: 56px 20px 32px;
  display: grid;
  gap: 36px;
  grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: 1fr 1fr; padding: 64px 32px 40px; }
  ${mq.lg} { grid-template-columns: 1.4fr 1fr 1fr 1.3fr; }
  h2 { color: #fff; font-size: 1.05rem; margin: 0 0 14px; letter-spacing: 0.02em; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
  li a, li span { display: inline-flex; align-items: center; min-height: 32px; }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 12px;
  color: #fff;
  font: 700 1.2rem/1.2 ${font.heading};
  img { border-radius: 50%; background: #fff; }
`;

const Social = styled.ul`
  display: flex !important;
  gap: 10px !important;
  margin-top: 16px !important;
  /* && outweighs the columns' 'li a' rule (inline-flex, start-aligned), which pushed the mark off-centre. */
  && a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
    font-weight: 700;
  }
`;

const ContactLine = styled.li`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 4px 0;
  svg { flex: none; margin-top: 4px; color: ${color.accent}; }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  div {
    max-width: ${contentWidth};
    margin: 0 auto;
    padding: 18px 20px 24px;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    justify-content: space-between;
    align-items: center;
    font-size: 0.92rem;
  }
  nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 20px; margin: 0; padding: 0; }
  nav a { display: inline-flex; min-height: 44px; align-items: center; }
`;

const SOCIAL: Array<{ label: string; field: keyof SiteSettings; mark: string }> = [
  { label: 'Facebook', field: 'facebook', mark: 'f' },
  { label: 'Instagram', field: 'instagram', mark: 'IG' },
  { label: 'YouTube', field: 'youtube', mark: '▶' },
  { label: 'LinkedIn', field: 'linkedin', mark: 'in' },
];

const text = { ...layoutText, ...footerText, ...uiText };

/** The contact lines the institute has filled in Settings; an unset detail is left out, never faked. */
function ContactLines({ settings, t }: { settings: SiteSettings; t: Translate<typeof text> }) {
  // The address and office hours in the page's language; English standing in is marked lang="en".
  const { address, officeHours } = useSettingsText();
  return (
    <ul>
      {settings.address && (
        <ContactLine>
          <Icon name="pin" size={18} />
          <span css={{ whiteSpace: 'pre-line' }} lang={address.lang}>
            {address.text}
          </span>
        </ContactLine>
      )}
      {settings.phone && (
        <ContactLine>
          <Icon name="phone" size={18} />
          <a href={`tel:+${phoneDigits(settings.phone)}`}>{settings.phone}</a>
        </ContactLine>
      )}
      {settings.email && (
        <ContactLine>
          <Icon name="mail" size={18} />
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </ContactLine>
      )}
      {settings.officeHours && (
        <ContactLine>
          <Icon name="clock" size={18} />
          <span lang={officeHours.lang}>{officeHours.text}</span>
        </ContactLine>
      )}
      {settings.mapsUrl && (
        <ContactLine>
          <Icon name="pin" size={18} />
          <a href={settings.mapsUrl} rel="noopener noreferrer" target="_blank">
            {t('footer.mapsLink')}
          </a>
        </ContactLine>
      )}
      {settings.whatsapp && (
        <li css={{ paddingTop: 10 }}>
          <WhatsAppButton number={settings.whatsapp} text={t('whatsapp.general')}>
            {t('footer.whatsapp')}
          </WhatsAppButton>
        </li>
      )}
    </ul>
  );
}

export default function Footer() {
  const settings = useSiteSettings();
  const name = useInstituteName();
  const { blurb } = useSiteText().footer;
  const lang = useTextLang();
  const logo = useLogoPicture();
  const t = useInterfaceText(text);
  const format = useFormat();
  // Only the social links the institute has set are shown (the contract left them empty).
  const social = SOCIAL.filter((s) => settings[s.field]);
  const hasContact = ['address', 'phone', 'email', 'officeHours', 'mapsUrl', 'whatsapp'].some(
    (f) => settings[f as keyof SiteSettings],
  );
  return (
    <Wrap>
      <Columns>
        <section aria-labelledby="footer-about">
          <Brand id="footer-about">
            <ResponsivePicture image={logo} alt="" width={40} height={40} />
            {name}
          </Brand>
          {blurb && <p lang={lang(blurb)}>{blurb}</p>}
          {social.length > 0 && (
            <Social aria-label={t('footer.socialMedia')}>
              {social.map((s) => (
                <li key={s.label}>
                  <a href={settings[s.field]} aria-label={s.label} rel="noopener noreferrer" target="_blank">
                    <span aria-hidden="true">{s.mark}</span>
                  </a>
                </li>
              ))}
            </Social>
          )}
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>
            {quickLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Not a landmark: on the home page a region named 'Our Courses' is the course grid
            (axe landmark-unique); this column is a plain list under its heading. */}
        <div>
          <h2 id="footer-courses">{t('footer.ourCourses')}</h2>
          <ul>
            {footerCourses.map((c) => (
              <li key={c}>
                <span>{t(c)}</span>
              </li>
            ))}
          </ul>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contactUs')}</h2>
          <address css={{ fontStyle: 'normal' }}>
            {/* Underlined: inside a sentence, colour alone does not tell the link apart (axe link-in-text-block). */}
            {hasContact ? (
              <ContactLines settings={settings} t={t} />
            ) : (
              <p css={{ '&& a': { textDecoration: 'underline' } }}>
                <RichText
                  text={t('footer.noContact')}
                  tags={{ link: (words) => <Link to={PUBLIC_ROUTES.inquiry.link}>{words}</Link> }}
                />
              </p>
            )}
          </address>
        </section>
      </Columns>
      <Bottom>
        <div>
          <p css={{ margin: 0 }}>
            {t('footer.copyright', { year: format.year(new Date()), name })}
            {/* Which public-site release is live: support can read it off a visitor's screen. */}
            <span css={{ display: 'block', fontSize: '0.75rem', opacity: 0.75 }}>
              {t('footer.release', { release: __DDS_RELEASE__ })}
            </span>
          </p>
          <nav aria-label={t('footer.legal')}>
            <ul>
              <li>
                <Link to={PUBLIC_ROUTES.privacy.link}>{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to={PUBLIC_ROUTES.terms.link}>{t('footer.terms')}</Link>
              </li>
              <li>
                {/* Served by the server, not a client route: a full page load is intended. */}
                <a href="/sitemap.xml">{t('footer.sitemap')}</a>
              </li>
            </ul>
          </nav>
        </div>
      </Bottom>
    </Wrap>
  );
}
