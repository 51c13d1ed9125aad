/** The donation page's button and modal, in English (i18n/interface-text.ts). */
export const donationText = {
  'donation.howTo': 'How to donate',
  'donation.donateNow': 'Donate Now',
  'donation.close': 'Close',
  'donation.notSetUp':
    'Online donations are being set up. Please visit or call the institute to donate — thank you for your support.',
  'donation.qrLabel': 'UPI QR code: pay {payee}',
  'donation.qrPreparing': 'Preparing QR code…',
  'donation.qrFailed': 'Use the UPI id below to pay.',
  'donation.payTo': 'Scan with any UPI app, or pay to <strong>{upiId}</strong> ({payee}).',
  'donation.tapToPay': 'Tap to pay with a UPI app',
  'donation.details': 'Donation details',
  'donation.screenshot': 'Payment screenshot',
  'donation.screenshotHint': 'An image (PNG or JPG) of the successful payment.',
  'donation.notAnImage': 'Please choose an image file (a screenshot of your payment).',
  'donation.tooLarge': 'The image is too large: please choose one under {megabytes} MB.',
  'donation.noScreenshot': 'Please choose the screenshot of your payment.',
  'donation.preview': 'Preview of the chosen screenshot',
  'donation.submit': 'Submit donation details',
  'donation.privacy': 'We use these details only to acknowledge your donation and send your receipt.',
} as const satisfies Record<string, string>;
