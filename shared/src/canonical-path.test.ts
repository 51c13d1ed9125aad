import { canonicalPath } from './routes';

test.each([
  ['/ABOUT1', '/about1'],
  ['/about1/', '/about1'],
  ['/Seo', '/seo'],
  ['/SEO//', '/seo'],
  ['/InquiryForm', '/inquiryform'],
  ['/onilnecourses', '/OnilneCourses'],
  ['/', '/'],
  ['', '/'],
  ['/Courses/DCA/', '/courses/dca'],
])('%j is canonically %j (docs/contract.md §2 spelling)', (asked, canonical) => {
  expect(canonicalPath(asked)).toBe(canonical);
});

test.each(['/no-such-page', '/admin', '/courses/', '/courses/a/b', '/courses/bad_slug'])(
  '%j has no canonical address',
  (asked) => {
    expect(canonicalPath(asked)).toBeUndefined();
  },
);
