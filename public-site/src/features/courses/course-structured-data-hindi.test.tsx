import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '@dds/shared/schemas/content-hi/register';
import type { PublicCourse } from '@dds/shared/schemas';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { CourseDetailPage } from '../../pages/course-detail-page';
import { WithContent, aCourse } from '../../test/courses';
import { InLanguage } from '../../test/language';

// The Course block of a Hindi course page (docs/decisions/026-hindi.md §3): the Hindi page's address,
// inLanguage "hi", the words the page shows. English pages keep their block as it was.

function courseData(language: SiteLanguage, course: PublicCourse) {
  const { container } = render(
    <MemoryRouter initialEntries={[`/courses/${course.slug}`]}>
      <InLanguage language={language}>
        <WithContent courses={[course]}>
          <Routes>
            <Route path="/courses/:slug" element={<CourseDetailPage />} />
          </Routes>
        </WithContent>
      </InLanguage>
    </MemoryRouter>,
  );
  return JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<
    string,
    unknown
  >;
}

const seeded = aCourse({
  name: 'ADCA + CCC',
  slug: 'adca-ccc',
  description: 'Advanced diploma together with the NIELIT CCC certificate.',
  duration: '12 months',
  syllabus: [],
  eligibility: '',
});

test('a seeded course on its Hindi page: the shipped Hindi name and description, inLanguage hi, the /hi address', () => {
  expect(courseData('hi', seeded)).toMatchObject({
    '@type': 'Course',
    '@id': '/hi/courses/adca-ccc',
    url: '/hi/courses/adca-ccc',
    name: 'एडीसीए + सीसीसी (ADCA + CCC)',
    description: 'एडवांस डिप्लोमा, साथ में NIELIT का CCC प्रमाणपत्र।',
    inLanguage: 'hi',
  });
});

test('the owner’s Hindi of a course of their own, syllabus and eligibility included', () => {
  const course = aCourse({
    name: 'Typing Speed',
    slug: 'typing-speed',
    description: 'Touch typing in English and Hindi.',
    syllabus: ['Home row'],
    eligibility: 'Anyone',
  });
  const data = courseData('hi', {
    ...course,
    hindi: {
      'Typing Speed': 'टाइपिंग स्पीड',
      'Touch typing in English and Hindi.': 'अंग्रेज़ी और हिन्दी में टच टाइपिंग।',
      'Home row': 'होम रो',
      Anyone: 'कोई भी',
    },
  });
  expect(data).toMatchObject({
    name: 'टाइपिंग स्पीड',
    description: 'अंग्रेज़ी और हिन्दी में टच टाइपिंग।',
    inLanguage: 'hi',
    syllabusSections: [{ '@type': 'Syllabus', name: 'होम रो' }],
    coursePrerequisites: 'कोई भी',
  });
});

test('the English page’s block is unchanged: English words, inLanguage en, the English address', () => {
  expect(courseData('en', { ...seeded, hindi: { 'ADCA + CCC': 'एडीसीए' } })).toMatchObject({
    '@id': '/courses/adca-ccc',
    url: '/courses/adca-ccc',
    name: 'ADCA + CCC',
    description: 'Advanced diploma together with the NIELIT CCC certificate.',
    inLanguage: 'en',
  });
});
