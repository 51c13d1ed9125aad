import { typedDateToIso } from './typed-date';

test.each([
  ['17-05-2004', '2004-05-17'],
  ['17/5/2004', '2004-05-17'],
  ['7.5.2004', '2004-05-07'],
  ['17 05 2004', '2004-05-17'],
  ['17052004', '2004-05-17'],
  [' 17-05-2004 ', '2004-05-17'],
  ['2004-05-17', '2004-05-17'],
])('%s is read as %s', (typed, iso) => {
  expect(typedDateToIso(typed)).toBe(iso);
});

test.each(['', 'May 17', '2004/05/17', '1705204', '17-05-04', '17--05-2004', '17-05-2004x'])(
  '%j is not a date in that layout',
  (typed) => {
    expect(typedDateToIso(typed)).toBeUndefined();
  },
);
