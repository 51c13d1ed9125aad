// The public footer calling the new shared function (imported by its entry point, as app code does).
import { releaseNote } from '@dds/shared/routes';
import Footer from '../../public-site/src/layout/footer';

export default function FooterWithReleaseNote() {
  return (
    <>
      <Footer />
      <p data-testid="release-note" style={{ textAlign: 'center' }}>
        {releaseNote(__DDS_RELEASE__)}
      </p>
    </>
  );
}
