import { RESOURCES, RESOURCE_NAMES } from '@dds/shared/resources';
import { CONTACT_SCHEMAS, contactFieldError } from './contact-schemas';

// A list the office may correct checks each corrected field in the browser with the rule the
// submission had; the map is partial (a list with nothing to correct needs no line), so this test
// is what catches a new list's missing schemas.
test.each(RESOURCE_NAMES)('%s: every field the office may correct has its submission rule', (list) => {
  const missing = RESOURCES[list].editableContactFields.filter((key) => !CONTACT_SCHEMAS[list]?.[key]);
  expect(missing).toEqual([]);
});

test('a corrected e-mail is held to the submission rule', () => {
  expect(contactFieldError('inquiries', 'email', 'not an address')).toEqual(expect.any(String));
  expect(contactFieldError('inquiries', 'email', 'asha@example.com')).toBeNull();
});
