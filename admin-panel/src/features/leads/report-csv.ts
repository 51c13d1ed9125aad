/**
 * One report table as a CSV file the office opens in Excel: UTF-8 with the BOM Excel needs, CRLF
 * lines, cells quoted when they hold a comma, quote or line break, and a text that would start a
 * formula (= + - @) kept as text with an apostrophe, as the list exports do.
 */
export function toCsv(header: string[], rows: Array<Array<string | number>>): string {
  const cell = (value: string | number) => {
    if (typeof value === 'number') return String(value);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves the text as a file from the page (no server round trip: the figures are on screen already). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
