import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { footerCourses, quickLinks } from '../content/navigation';
import { site, telHref } from '../content/site';
import { Icon } from '../ui/icon';
import { color, contentWidth, font, mq } from '../ui/theme';

const Wrap = styled.footer`
  background: ${color.brandDeep};
  color: #f5e9e4;
  a { color: #fff; text-decoration: none; }
  a:hover { text-decoration: underline; }
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
  a {
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

const socialMark: Record<string, string> = { Facebook: 'f', Instagram: 'IG', YouTube: '▶', LinkedIn: 'in' };

export default function Footer() {
  // SPEC.md left the social targets empty: only links the institute has configured are shown.
  const social = site.social.filter((s) => s.url);
  return (
    <Wrap>
      <Columns>
        <section aria-labelledby="footer-about">
          <Brand id="footer-about">
            <img src={site.logoSrc} alt="" width={40} height={40} loading="lazy" />
            {site.name}
          </Brand>
          <p>{site.blurb}</p>
          {social.length > 0 && (
            <Social aria-label="Social media">
              {social.map((s) => (
                <li key={s.label}>
                  <a href={s.url} aria-label={s.label} rel="noopener noreferrer" target="_blank">
                    <span aria-hidden="true">{socialMark[s.label]}</span>
                  </a>
                </li>
              ))}
            </Social>
          )}
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            {quickLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-courses">
          <h2 id="footer-courses">Our Courses</h2>
          <ul>
            {footerCourses.map((c) => (
              <li key={c}>
                <span>{c}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <address css={{ fontStyle: 'normal' }}>
            <ul>
              <ContactLine>
                <Icon name="pin" size={18} />
                <span>{site.contact.address}</span>
              </ContactLine>
              <ContactLine>
                <Icon name="phone" size={18} />
                <a href={telHref(site.contact.phone)}>{site.contact.phone}</a>
              </ContactLine>
              <ContactLine>
                <Icon name="mail" size={18} />
                <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
              </ContactLine>
              <ContactLine>
                <Icon name="clock" size={18} />
                <span>{site.contact.hours}</span>
              </ContactLine>
            </ul>
          </address>
        </section>
      </Columns>
      <Bottom>
        <div>
          <p css={{ margin: 0 }}>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
            {/* Which public-site release is live: support can read it off a visitor's screen. */}
            <span css={{ display: 'block', fontSize: '0.75rem', opacity: 0.75 }}>Site release {__DDS_RELEASE__}</span>
          </p>
          <nav aria-label="Legal">
            <ul>
              <li>
                <Link to={PUBLIC_ROUTES.privacy.link}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={PUBLIC_ROUTES.terms.link}>Terms of Service</Link>
              </li>
              <li>
                {/* Served by the server, not a client route: a full page load is intended. */}
                <a href="/sitemap.xml">Sitemap</a>
              </li>
            </ul>
          </nav>
        </div>
      </Bottom>
    </Wrap>
  );
}
