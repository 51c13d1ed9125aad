import type { donationsText } from '../features/donations/donations-text';

/**
 * The donation's Verified switch, details editor and Duplicate badge in Hindi
 * (docs/decisions/026-hindi.md §8), in the record view's words (सत्यापित, UPI रेफ़रेंस, राशि).
 */
export const hiDonations: Record<keyof typeof donationsText, string> = {
  'verified.label': '{name} की ओर से दान सत्यापित',
  'verified.yes': 'सत्यापित',
  'verified.no': 'सत्यापित नहीं',
  'donation.notSaved': 'सहेजा नहीं गया: {reason}',
  'donation.notReloaded': 'दोबारा लोड नहीं हो पाया: {reason}',
  'details.edit': 'बदलें',
  'details.editOf': '{name} की ओर से दान की राशि, संदेश और UPI रेफ़रेंस बदलें',
  'details.formOf': '{name} की ओर से दान का विवरण',
  'details.amount': 'राशि (₹)',
  'details.amountWrong': 'राशि रुपयों में एक संख्या होनी चाहिए, 0 या उससे ज़्यादा।',
  'details.message': 'संदेश',
  'details.upi': 'UPI रेफ़रेंस',
  'details.saved': 'दान का विवरण सहेजा गया',
  'details.savedNow': 'अभी सहेजा हुआ: {amount}, UPI रेफ़रेंस {reference}। आपके लिखे मान बॉक्स में ही हैं: उन्हें रखने के लिए सहेजें दबाएँ।',
  'details.noAmount': 'कोई राशि नहीं',
  'details.noReference': 'कोई नहीं',
  'details.saving': 'सहेजा जा रहा है…',
  'details.save': 'सहेजें',
  'details.cancel': 'रद्द करें',
  'upi.duplicate': 'दोहराया गया',
  'upi.duplicateLabel': 'दोहराया गया: यही UPI रेफ़रेंस किसी दूसरे दान पर भी है',
  'upi.duplicateTitle': 'यही UPI रेफ़रेंस किसी दूसरे दान पर भी है',
};
