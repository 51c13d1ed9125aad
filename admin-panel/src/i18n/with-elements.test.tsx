import { render } from '@testing-library/react';
import { withElements, withParts } from './with-elements';

// A sentence whose language puts the reason first, as Hindi often does.
const reasonFirst = (values: Readonly<Record<string, string | number>>) => `${values.reason} के कारण सहेजा नहीं गया।`;

describe('withParts: a toast’s sentence with the server’s words in it', () => {
  it('cuts the sentence where its language puts the value, the value keeping its lang', () => {
    expect(withParts(reasonFirst, { reason: { text: 'Paused for the audit', lang: 'en' } })).toEqual([
      { text: 'Paused for the audit', lang: 'en' },
      { text: ' के कारण सहेजा नहीं गया।' },
    ]);
  });

  it('is a plain string when nothing in it is marked: an English panel’s toasts are as before', () => {
    expect(withParts((v) => `Not saved: ${v.reason}`, { reason: { text: 'Paused for the audit' } })).toBe(
      'Not saved: Paused for the audit',
    );
  });
});

describe('withElements', () => {
  it('puts each element where the sentence’s language puts it', () => {
    const { container } = render(<p>{withElements(reasonFirst, { reason: <span lang="en">Paused</span> })}</p>);
    expect(container.querySelector('p')!.innerHTML).toBe('<span lang="en">Paused</span> के कारण सहेजा नहीं गया।');
  });
});
