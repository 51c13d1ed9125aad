import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { coursesInMode, type CourseMode, type PublicCourse, type SiteSettings } from '@dds/shared/schemas';
import { WithContent, aCourse, freshInstallCourses } from '../../test/courses';
import { CourseCards } from './course-cards';

const all = freshInstallCourses();
const offlineCourses = coursesInMode(all, 'Offline');

function renderCards(
  settings: Partial<SiteSettings>,
  courses: PublicCourse[] = offlineCourses,
  mode: CourseMode = 'Offline',
  content = all,
) {
  render(
    <MemoryRouter>
      <WithContent courses={content} settings={settings}>
        <CourseCards courses={courses} mode={mode} />
      </WithContent>
    </MemoryRouter>,
  );
}

describe('course cards', () => {
  it('offer "Ask on WhatsApp" on every card, the message naming the course, once a WhatsApp number is set', () => {
    renderCards({ whatsapp: '+91 98765 43210' });
    const buttons = screen.getAllByRole('link', { name: /^Ask on WhatsApp: / });
    expect(buttons).toHaveLength(offlineCourses.length);
    const tally = screen.getByRole('link', { name: 'Ask on WhatsApp: Tally + GST (WhatsApp, opens in a new tab)' });
    expect(tally).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent('Hello, I would like to know about the Tally + GST course.')}`,
    );
    // Enroll Now stays the first action of the card.
    const actions = tally.closest('div')!;
    expect(within(actions).getAllByRole('link')[0]).toHaveAccessibleName('Enroll Now: Tally + GST');
  });

  it('show no WhatsApp button while no number is set', () => {
    renderCards({ phone: '+91 98765 43210' });
    expect(screen.getAllByRole('link', { name: /^Enroll Now/ })).toHaveLength(offlineCourses.length);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('each card opens its course page; Enroll Now chooses the course and the mode of the page', () => {
    renderCards({});
    expect(screen.getByRole('link', { name: 'Tally + GST' })).toHaveAttribute('href', '/courses/tally-gst');
    expect(screen.getByRole('link', { name: 'Enroll Now: Tally + GST' })).toHaveAttribute(
      'href',
      '/AdmissionForm?course=Tally%20%2B%20GST&mode=Offline',
    );
  });

  it('online cards preselect Online; a course outside the catalogue preselects the mode only', () => {
    renderCards({}, coursesInMode(all, 'Online'), 'Online');
    expect(screen.getByRole('link', { name: 'Enroll Now: HTML & CSS' })).toHaveAttribute(
      'href',
      '/AdmissionForm?course=HTML%20%26%20CSS&mode=Online',
    );
    expect(screen.getByRole('link', { name: 'Enroll Now: JavaScript & React.js' })).toHaveAttribute(
      'href',
      '/AdmissionForm?mode=Online',
    );
  });

  it('show the fee when one is set, in rupees with Indian grouping', () => {
    const excel = aCourse({ name: 'Advanced Excel', fee: 125000, feeFrom: true });
    renderCards({}, [excel], 'Offline', [excel]);
    expect(screen.getByText('from ₹1,25,000')).toBeInTheDocument();
  });
});
