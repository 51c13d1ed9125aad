/**
 * The donation receipt as a one-page PDF, written here directly: a few text lines in the two
 * standard fonts every PDF reader has (Helvetica, Helvetica-Bold), so nothing is embedded, no
 * library is added to the server, and nothing the donor typed can become anything but text.
 * Those fonts only have Latin characters (WinAnsi), so the receipt's words stay English for every
 * donor, Hindi ones included (docs/decisions/026-hindi.md §7: Devanagari needs an embedded font
 * *and* OpenType shaping for its conjuncts and vowel signs, which a hand-written PDF cannot do; the
 * e-mail carrying the receipt is in the donor's language). A name the fonts cannot draw (one written
 * in Devanagari) is not printed as "???": the receipt names the donor by e-mail address instead, and
 * the e-mail says the name as typed.
 */
export interface ReceiptDetails {
  receiptNo: string;
  /** When the donation was verified: the receipt's date. */
  issuedAt: string;
  receivedAt: string;
  donorName: string;
  donorEmail: string;
  amount: number;
  upiReference: string | null;
  institute: { name: string; address: string; phone: string; email: string };
}

const DAY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
export const receiptDate = (iso: string) => DAY.format(Date.parse(iso));
export const rupees = (amount: number) =>
  `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Whether the standard fonts can draw all of `value` (Latin-1 and the few letters pdfText replaces). */
export const drawable = (value: string) => !/[^\u0000-\u00FF\u2018\u2019\u201C\u201D\u2013\u2014\u20B9]/u.test(value);

/** Text the standard fonts can draw: Latin-1 only, PDF string escapes, no control characters. */
function pdfText(value: string): string {
  const latin = value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u20B9/g, 'Rs.')
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
    .replace(/[^\u0000-\u00FF]/gu, '?');
  return latin.replace(/[\\()]/g, (c) => `\\${c}`);
}

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  gap?: number;
}

export function receiptPdf(r: ReceiptDetails): Buffer {
  const lines: Line[] = [
    { text: r.institute.name || 'DDS', size: 18, bold: true },
    ...r.institute.address
      .split('\n')
      .filter(Boolean)
      .map((text) => ({ text, size: 10 })),
    ...[r.institute.phone && `Phone: ${r.institute.phone}`, r.institute.email && `E-mail: ${r.institute.email}`]
      .filter(Boolean)
      .map((text) => ({ text: text as string, size: 10 })),
    { text: 'Donation receipt', size: 16, bold: true, gap: 28 },
    { text: `Receipt number: ${r.receiptNo}`, size: 12, bold: true, gap: 10 },
    { text: `Date: ${receiptDate(r.issuedAt)}`, size: 12 },
    {
      text: drawable(r.donorName)
        ? `Received with thanks from: ${r.donorName}`
        : `Received with thanks from the donor at ${r.donorEmail}`,
      size: 12,
      gap: 16,
    },
    { text: `E-mail: ${r.donorEmail}`, size: 12 },
    { text: `Amount: ${rupees(r.amount)}`, size: 12, bold: true, gap: 10 },
    { text: `Paid by UPI, reference: ${r.upiReference || 'not recorded'}`, size: 12 },
    { text: `Payment received: ${receiptDate(r.receivedAt)}`, size: 12 },
    {
      text: 'This receipt was issued when our office verified the payment against its bank statement.',
      size: 10,
      gap: 28,
    },
    { text: `Please quote ${r.receiptNo} in any question about this donation.`, size: 10 },
  ];
  let y = 790;
  const ops: string[] = ['BT'];
  for (const line of lines) {
    y -= (line.gap ?? 4) + line.size;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`, `1 0 0 1 56 ${y} Tm`, `(${pdfText(line.text)}) Tj`);
  }
  ops.push('ET', `0.6 w 56 ${y - 14} m 539 ${y - 14} l S`);
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(`Donation receipt ${r.receiptNo}`)}) /Producer (DDS website) >>`,
  ];
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
