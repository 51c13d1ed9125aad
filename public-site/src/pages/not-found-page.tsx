import styled from '@emotion/styled';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { ButtonLink } from '../ui/button';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { color } from '../ui/theme';

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
  return (
    <Wrap id="main">
      <Seo title="Page not found" description="The page you asked for does not exist on the DDS website." indexable={false} />
      <Static name="not-found">
        <div>
          <p className="code" aria-hidden="true">404</p>
          <h1>Page not found</h1>
          <p>The page you are looking for has moved or never existed.</p>
          <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <ButtonLink to={PUBLIC_ROUTES.home.link}>Go to the home page</ButtonLink>
            <ButtonLink to={PUBLIC_ROUTES.offlineCourses.link} variant="outline" css={{ color: color.brandDark }}>
              See our courses
            </ButtonLink>
          </div>
        </div>
      </Static>
    </Wrap>
  );
}
