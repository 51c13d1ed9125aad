import { InquiryForm } from '../features/inquiry/inquiry-form';
import { Seo } from '../ui/seo';

export function InquiryPage() {
  return (
    <main id="main">
      <Seo title="Contact Us — Student Inquiry" description="Ask DDS about spoken English and computer courses. Send your inquiry and our counsellor will call you back." />
      <InquiryForm headingLevel={1} />
    </main>
  );
}
