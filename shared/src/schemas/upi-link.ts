/**
 * The `upi://pay` link of the donation box (docs/contract.md §8), in a module without zod so the
 * public site's donation modal can take it without the schemas; the admin's Settings preview
 * builds the same link from what is typed.
 */
export function upiPayUrl(id: string, payee: string): string {
  // '@' stays literal, as UPI apps expect.
  const enc = (s: string) => encodeURIComponent(s).replace(/%40/g, '@');
  return `upi://pay?pa=${enc(id)}&pn=${enc(payee)}&cu=INR`;
}
