import { openingHoursSpecification } from './opening-hours';

const spec = (dayOfWeek: string[], opens: string, closes: string) => [
  { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes },
];
const MON_SAT = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test.each([
  ['Mon–Sat 9 AM – 6 PM', spec(MON_SAT, '09:00', '18:00')],
  ['Monday to Saturday, 9:30am-7pm', spec(MON_SAT, '09:30', '19:00')],
  ['Mon-Fri 10:00 - 17:30', spec(MON_SAT.slice(0, 5), '10:00', '17:30')],
  ['Sunday 9 – 1 pm', spec(['Sunday'], '09:00', '13:00')],
])('reads %s', (text, expected) => {
  expect(openingHoursSpecification(text)).toEqual(expected);
});

test.each([
  '',
  'Open all week',
  '9 to 6, Sunday closed',
  'Mon–Sat 9 AM – 1 PM, 3 PM – 7 PM',
  'Sat–Mon 9 AM – 6 PM',
  'Mon–Sat 6 PM – 9 AM',
  'Mon–Sat 9 – 6',
])('makes nothing up from %j', (text) => {
  expect(openingHoursSpecification(text)).toBeUndefined();
});
