import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { useSiteText } from '../content/site-content';
import { servicePage, type ServicePage as Service } from '../content/services';
import { ButtonLink } from '../ui/button';
import { InfoCards } from '../ui/info-cards';
import { PageHero } from '../ui/page-hero';
import { Container, Section, SectionHeading } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { useInterfaceText } from '../i18n/interface-text';
import { pageText } from './page-text';

function ServiceView({ slug }: { slug: Service['slug'] }) {
  const service = servicePage(useSiteText(), slug);
  const t = useInterfaceText(pageText);
  return (
    <main id="main">
      <Seo title={service.title} description={service.description} />
      <Static name="service">
        <PageHero eyebrow={service.eyebrow} title={service.title} lead={service.lead} />
        <Section tone="cream" aria-labelledby="services-title">
          <Container>
            <SectionHeading title={t('service.whatWeDo')} id="services-title" />
            <div data-testid="service-cards">
              <InfoCards cards={service.cards} />
            </div>
            <div css={{ display: 'flex', justifyContent: 'center', marginTop: 40 }}>
              {/* A business inquiry: no course to choose, the service already picked. */}
              <ButtonLink to={`${PUBLIC_ROUTES.inquiry.link}?kind=business&topic=${service.slug}`}>
                {t('service.talkToUs')}
              </ButtonLink>
            </div>
          </Container>
        </Section>
      </Static>
    </main>
  );
}

// One component per route so the route table stays a plain list of lazy pages.
export const DigitalPage = () => <ServiceView slug="digital" />;
export const SocialPage = () => <ServiceView slug="social" />;
export const SeoPage = () => <ServiceView slug="seo" />;
export const ContentPage = () => <ServiceView slug="content" />;
export const GraphicPage = () => <ServiceView slug="graphic" />;
export const VideoEditingPage = () => <ServiceView slug="videoediting" />;
export const WebPage = () => <ServiceView slug="web" />;
