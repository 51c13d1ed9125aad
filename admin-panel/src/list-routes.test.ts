import { routes } from './routes';

// The lists' routes come from list-screens.ts and the lists' addresses: the same paths as when they
// were written by hand (docs/contract.md §2), a record view only where the rows link to one.
test('every list has its screen, and its record view where it has one', () => {
  const paths = (routes[0]?.children ?? []).map((route) => route.path ?? '');
  for (const path of [
    'inquiries',
    'inquiries/:id',
    'admission',
    'admission/:id',
    'donationdetails',
    'donationdetails/:id',
    'certificates',
  ])
    expect(paths).toContain(path);
  expect(paths).not.toContain('certificates/:id');
});
