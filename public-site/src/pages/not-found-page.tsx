import styled from '@emotion/styled';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { ButtonLink } from '../ui/button';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { color } from '../ui/theme';
import { useInterfaceText } from '../i18n/interface-text';
import { pageText } from './page-text';

const Wrap = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  text-align: center;
  padding: 64px 20px;
  background: ${color.cream};
  .code { font-weight: 800; font-size: 5rem; line-height: 1; color: ${color.brand}; margin: 0; }
  p { color: ${color.muted}; }
`;

export function NotFoundPage() {
  const t = useInterfaceText(pageText);
  return (
    <Wrap id="main">
      <Seo title={t('notFound.title')} description={t('notFound.description')} indexable={false} />
      <Static name="not-found">
        <div>
          <p className="code" aria-hidden="true">
            404
          </p>
          <h1>{t('notFound.title')}</h1>
          <p>{t('notFound.lead')}</p>
          <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <ButtonLink to={PUBLIC_ROUTES.home.link}>{t('notFound.home')}</ButtonLink>
            <ButtonLink to={PUBLIC_ROUTES.offlineCourses.link} variant="outline" css={{ color: color.brandDark }}>
              {t('notFound.courses')}
            </ButtonLink>
          </div>
        </div>
      </Static>
    </Wrap>
  );
}
