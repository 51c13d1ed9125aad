import { MESSAGES } from '@dds/shared/messages';
import { formatMessage, messageArguments } from '@dds/shared/i18n/message-format';
import { RESOURCES, inquiriesResource } from '@dds/shared/resources';
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_LABELS } from '@dds/shared/schemas/site-settings';
import { listText } from '../features/data-table/list-text';
import { resourceIn } from '../features/data-table/resource-text';
import { frameText } from '../layout/frame-text';
import { adminText } from './admin-text';
import { addAdminCatalogue } from './catalogue-registry';
import { AREAS, en, resourceText, type AdminTextId } from './en';
import { hi, hiResources } from './hi';

const ids = Object.keys(en) as AdminTextId[];
/** Every message in both languages: the areas' and the lists' own words. */
const pairs: Array<[string, string, string]> = [
  ...ids.map((id): [string, string, string] => [id, en[id], hi[id]]),
  ...Object.keys(resourceText).map((id): [string, string, string] => [id, resourceText[id]!, hiResources[id]!]),
];

describe('the panel catalogues (decision 026 §8)', () => {
  it('no id is given by two areas (the union would silently keep only the last)', () => {
    const total = Object.values(AREAS).reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(ids).toHaveLength(total);
    for (const id of Object.keys(resourceText)) expect([id, id in en]).toEqual([id, false]);
  });

  it('Hindi has exactly the English keys, the lists’ words included, none empty', () => {
    expect(Object.keys(hi).sort()).toEqual([...ids].sort());
    expect(Object.keys(hiResources).sort()).toEqual(Object.keys(resourceText).sort());
    for (const [id, , hindi] of pairs) expect([id, hindi.trim()]).not.toEqual([id, '']);
  });

  it('each Hindi message names the same arguments as its English, and both read with the formatter', () => {
    for (const [id, english, hindi] of pairs) {
      expect([id, messageArguments(hindi).sort()]).toEqual([id, messageArguments(english).sort()]);
      expect(() => formatMessage('en-IN', english)).not.toThrow();
      expect(() => formatMessage('hi-IN', hindi)).not.toThrow();
    }
  });

  it('the Hindi is Hindi: Devanagari in every message, and Latin digits only (decision 026 §4)', () => {
    for (const [id, , hindi] of pairs) {
      expect([id, /[\u0900-\u097f]/.test(hindi)]).toEqual([id, true]);
      expect([id, /[०-९]/.test(hindi)]).toEqual([id, false]);
    }
  });

  it('English keeps the docs/contract.md §5 wording verbatim and the definitions’ own words', () => {
    expect(en['list.empty.inquiries']).toBe(MESSAGES.noInquiries);
    expect(en['list.empty.admissions']).toBe(MESSAGES.noAdmissions);
    expect(en['list.empty.donations']).toBe(MESSAGES.noDonations);
    expect(en['common.loading']).toBe(MESSAGES.loading);
    expect(resourceIn('en', inquiriesResource)).toBe(inquiriesResource);
    for (const resource of Object.values(RESOURCES))
      for (const field of resource.fields)
        expect(resourceText[`field.${resource.name}.${field.key}`]).toBe(field.label);
    // The server names a setting by its label: the Settings screen's English labels are the same words.
    for (const field of SITE_SETTINGS_FIELDS) expect(en[`settings.label.${field}`]).toBe(SITE_SETTINGS_LABELS[field]);
  });

  it('reads English until Hindi is added, then Hindi; plurals follow the language', () => {
    expect(adminText('hi', frameText, 'frame.logOut')).toBe('Log out');
    addAdminCatalogue('hi', hi);
    addAdminCatalogue('hi', hiResources);
    expect(adminText('hi', frameText, 'frame.logOut')).toBe('लॉग आउट');
    expect(adminText('en', frameText, 'frame.logOut')).toBe('Log out');
    expect(adminText('hi', listText, 'pages.showing', { first: 1, last: 20, total: '1,204', page: 1, pages: 61 })).toBe(
      '1,204 में से 1–20 · पेज 1 / 61',
    );
  });

  it('a list in Hindi: its name, headers, options and statuses translated; keys, exports and course names as they were', () => {
    addAdminCatalogue('hi', hiResources);
    const shown = resourceIn('hi', inquiriesResource);
    expect(shown.plural).toBe('पूछताछ');
    expect(shown.fields.find((f) => f.key === 'createdAt')?.label).toBe('मिलने का समय');
    expect(shown.fields.find((f) => f.key === 'kind')?.options).toEqual([
      { value: 'student', label: 'विद्यार्थी' },
      { value: 'business', label: 'व्यवसाय' },
    ]);
    expect(shown.statusLabels?.contacted).toBe('संपर्क हुआ');
    expect(shown.fields.map((f) => f.key)).toEqual(inquiriesResource.fields.map((f) => f.key));
    expect(shown.csvColumns).toEqual(inquiriesResource.csvColumns);
    expect(shown.fields.find((f) => f.key === 'course')?.options).toEqual(
      inquiriesResource.fields.find((f) => f.key === 'course')?.options,
    );
  });
});
