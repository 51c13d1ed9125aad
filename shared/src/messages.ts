/** The messages of docs/contract.md §5, verbatim. Screens and tests import them from here. */
export const MESSAGES = {
  inquiryEmptyField: '⚠️ Please fill all required fields!',
  inquiryFailure: '❌ Something went wrong!',
  admissionEmptyField: 'Please fill all fields!',
  admissionSuccessDefault: 'Admission Successful!',
  admissionFailure: 'Something went wrong!',
  donationSuccessDefault: 'Thank you! Your details and screenshot have been submitted.',
  donationFailure: 'Error submitting donation details.',
  certificateNoMatch: 'Wrong Input! Please check your details.',
  loginFailure: 'Wrong Email or Password',
  loginSuccess: 'Login Successful',
  certificateUploadSuccess: 'Certificate uploaded successfully',
  certificateUploadFailure: 'Upload failed',
  noInquiries: 'No inquiries submitted yet',
  noAdmissions: 'No admissions submitted yet',
  noDonations: 'No donations submitted yet',
  loading: 'Loading',
} as const;
