import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { SLOGAN_MARQUEE_S } from '@dds/shared/constants';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { useLogoPicture } from '../../content/logo';
import { site } from '../../content/site';
import { useSiteText, useTextLang } from '../../content/site-content';
import { ButtonLink } from '../../ui/button';
import { ResponsivePicture } from '../../ui/responsive-picture';
import { renderWhenNear } from '../../ui/render-when-near';
import { Container } from '../../ui/section';
import { color, mq } from '../../ui/theme';
import { useInterfaceText } from '../../i18n/interface-text';
import { uiText } from '../../ui/ui-text';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/home';
import '@dds/shared/schemas/site-text-en/footer';

const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

const Wrap = styled.section`
  background: linear-gradient(120deg, ${color.brandDark}, ${color.brand});
  color: ${color.white};
  padding: 48px 0;
  overflow: hidden;
  h2 { color: ${color.white}; font-size: clamp(1.5rem, 5vw, 2.2rem); margin: 0; }
  /* Below the fold on every screen (decision 037): its slogan's loop does not run either until near. */
  ${renderWhenNear({ phone: 333, wide: 187 })}
`;

const Row = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  text-align: center;
  img { border-radius: 50%; background: ${color.white}; padding: 6px; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25); }
  ${mq.md} { flex-direction: row; text-align: left; justify-content: space-between; }
`;

const Marquee = styled.div`
  margin-top: 32px;
  padding: 14px 0;
  border-block: 1px solid rgba(255, 255, 255, 0.25);
  white-space: nowrap;
  overflow: hidden;
  .track { display: inline-flex; font-weight: 700; font-size: 1.15rem; letter-spacing: 0.02em; }
  .track span { padding-right: 3em; }
  ${mq.motion} { .track { animation: ${scroll} ${SLOGAN_MARQUEE_S}s linear infinite; } }
`;

/** docs/contract.md §1/§6: logo banner, the slogan looping every 12 s, and 'Join DDS Now'. */
export function LogoBanner() {
  const {
    home: { banner },
    footer: { slogan },
  } = useSiteText();
  const logo = useLogoPicture();
  const lang = useTextLang();
  const t = useInterfaceText(uiText);
  return (
    <Wrap aria-labelledby="banner-title">
      <Row>
        <ResponsivePicture image={logo} alt={t('logo.alt', { name: site.name })} width={96} height={96} />
        <h2 id="banner-title" lang={lang(banner.title)}>
          {banner.title}
        </h2>
        <ButtonLink to={PUBLIC_ROUTES.inquiry.link} variant="light">
          <span lang={lang(banner.cta)}>{banner.cta}</span>
        </ButtonLink>
      </Row>
      {slogan && (
        <Marquee>
          <p
            css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            lang={lang(slogan)}
          >
            {slogan}
          </p>
          {/* Two copies make the loop seamless; they are decoration, the sentence above is read once. */}
          <div className="track" aria-hidden="true" data-testid="slogan-marquee" lang={lang(slogan)}>
            {[0, 1, 2, 3].map((i) => (
              <span key={i}>{slogan}</span>
            ))}
          </div>
        </Marquee>
      )}
    </Wrap>
  );
}
