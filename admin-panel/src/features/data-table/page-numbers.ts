/**
 * The page buttons to show: the first, the last, and `around` pages either side of the current one,
 * with null for each gap ("1 … 4 5 [6] 7 8 … 149").
 */
export function pageNumbers(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (previous > 0 && p - previous === 2)
      out.push(p - 1); // a gap of one page is shown as that page
    else if (previous > 0 && p - previous > 2) out.push(null);
    out.push(p);
    previous = p;
  }
  return out;
}
