import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PublicCourse, SiteSettings } from '@dds/shared/schemas';
import { WithContent, aCourse, freshInstallCourses } from '../test/courses';
import { CourseDetailPage } from './course-detail-page';

const tally = aCourse({
  name: 'Tally + GST',
  slug: 'tally-gst',
  description: 'Tally Prime, GST returns, inventory and payroll.',
  duration: '3 months',
  fee: 12500,
  feeFrom: true,
  batches: ['Mon–Sat 7–8 am', 'Mon–Sat 5–6 pm'],
  eligibility: 'Class 12 pass',
  syllabus: ['Company creation and masters', 'GST set-up, invoices and returns'],
  icon: 'calculator',
});

function open(
  path: string,
  courses: PublicCourse[] = [...freshInstallCourses().filter((c) => c.name !== 'Tally + GST'), tally],
  settings: Partial<SiteSettings> = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WithContent courses={courses} settings={settings}>
        <Routes>
          <Route path="/courses/:slug" element={<CourseDetailPage />} />
        </Routes>
      </WithContent>
    </MemoryRouter>,
  );
}

test('shows the course: description, fee with "from" and Indian grouping, duration, batches, eligibility, syllabus', () => {
  open('/courses/tally-gst');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tally + GST');
  expect(screen.getByText('Tally Prime, GST returns, inventory and payroll.')).toBeInTheDocument();
  const card = screen.getByTestId('course-fee-card');
  expect(within(card).getByTestId('course-fee')).toHaveTextContent('from ₹12,500');
  expect(within(card).getByText('3 months')).toBeInTheDocument();
  expect(
    within(screen.getByTestId('course-batches'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Mon–Sat 7–8 am', 'Mon–Sat 5–6 pm']);
  expect(screen.getByRole('heading', { name: 'Who can join' })).toBeInTheDocument();
  expect(screen.getByText('Class 12 pass')).toBeInTheDocument();
  expect(within(screen.getByTestId('course-syllabus')).getAllByRole('listitem')).toHaveLength(2);
});

test('Enroll Now preselects the course and its mode', () => {
  open('/courses/tally-gst');
  const enroll = screen.getAllByRole('link', { name: 'Enroll Now: Tally + GST' });
  expect(enroll.length).toBeGreaterThan(0);
  for (const link of enroll)
    expect(link).toHaveAttribute('href', '/AdmissionForm?course=Tally%20%2B%20GST&mode=Offline');
});

test('a course taught both ways offers Enroll Now for each mode', () => {
  const both = aCourse({ name: 'Python', slug: 'python', modes: ['Online', 'Offline'] });
  open('/courses/python', [both]);
  expect(screen.getAllByRole('link', { name: 'Enroll Now — Online: Python' })[0]).toHaveAttribute(
    'href',
    '/AdmissionForm?course=Python&mode=Online',
  );
  expect(screen.getAllByRole('link', { name: 'Enroll Now — Offline: Python' })[0]).toHaveAttribute(
    'href',
    '/AdmissionForm?course=Python&mode=Offline',
  );
});

test('without a fee or batches it says to ask, and makes nothing up', () => {
  open('/courses/autocad');
  const card = screen.getByTestId('course-fee-card');
  expect(within(card).queryByTestId('course-fee')).not.toBeInTheDocument();
  expect(within(card).getByText(/for the current fee/)).toBeInTheDocument();
  expect(within(card).getByText(/timings of the next batch/)).toBeInTheDocument();
  expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
});

test('WhatsApp and call buttons appear once the numbers are set', () => {
  open('/courses/tally-gst', undefined, { whatsapp: '+91 98765 43210', phone: '+91 91234 56789' });
  const chat = screen.getAllByRole('link', { name: 'Ask on WhatsApp: Tally + GST (WhatsApp, opens in a new tab)' })[0]!;
  expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  expect(screen.getByRole('link', { name: 'Call +91 91234 56789' })).toHaveAttribute('href', 'tel:+919123456789');
});

test("carries schema.org Course data: provider is the institute, the fee an INR offer, the duration each instance's workload", () => {
  const { container } = open('/courses/tally-gst', undefined, { instituteName: 'DDS Computer & English Institute' });
  const script = container.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script!.textContent!);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: 'Tally + GST',
    provider: { '@type': 'Organization', name: 'DDS Computer & English Institute' },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      priceCurrency: 'INR',
      priceSpecification: { minPrice: 12500, priceCurrency: 'INR' },
    },
    hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Onsite', courseWorkload: 'P3M' }],
  });
});

test('without a fee the offer is "Paid" (the page says to ask for the fee) with no price; an unreadable duration gives no workload', () => {
  const unset = aCourse({ name: 'Python', slug: 'python', modes: ['Online', 'Offline'], duration: 'flexible' });
  const { container } = open('/courses/python', [unset]);
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(data.offers).toEqual({ '@type': 'Offer', category: 'Paid' });
  expect(data.hasCourseInstance).toEqual([
    { '@type': 'CourseInstance', courseMode: 'Online' },
    { '@type': 'CourseInstance', courseMode: 'Onsite' },
  ]);
});

test('a course name cannot break out of the structured-data script', () => {
  const sneaky = aCourse({ name: 'Evil </script><script>alert(1)</script>', slug: 'evil' });
  const { container } = open('/courses/evil', [sneaky]);
  expect(container.querySelectorAll('script')).toHaveLength(1);
  expect(JSON.parse(container.querySelector('script')!.textContent!).name).toBe(sneaky.name);
});

test('an unknown or hidden course is the not-found page', () => {
  open('/courses/astrology');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
});

// docs/decisions/018-phones-and-leads.md: the inquiry records which course it is about.
test('"Send an inquiry" carries the course to the inquiry form', () => {
  open('/courses/tally-gst');
  expect(screen.getByRole('link', { name: 'Send an inquiry' })).toHaveAttribute(
    'href',
    '/InquiryForm?course=tally-gst',
  );
});
