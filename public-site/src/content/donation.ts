/** Donation page copy (SPEC.md §2: tax-exempt with receipts, monthly reports). */
export const donationPage = {
  title: 'Donation Box',
  lead: 'Your gift pays the fees of students who cannot afford them, and buys computers and books for our classrooms.',
  claimsTitle: 'Why give to DDS',
  claims: [
    { title: 'Tax-exempt with receipts', description: 'Every donation gets a receipt you can use for tax exemption.', icon: 'receipt' },
    { title: 'Monthly reports', description: 'We publish a report every month of how donations were used.', icon: 'chart' },
    { title: 'Direct to students', description: 'Fees, books and equipment for learners who need them.', icon: 'heart' },
  ],
  steps: ['Tap Donate Now and pay any amount by UPI.', 'Take a screenshot of the successful payment.', 'Send us your name, e-mail and the screenshot.'],
} as const;
