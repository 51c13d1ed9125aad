/** The inquiry form's words on each language's page (its interface is the page's language, decision 026 §2). */
export const INQUIRY_FORM_WORDS = {
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    course: 'Course',
    message: 'Message',
    send: 'Submit Inquiry',
  },
  hi: { name: 'पूरा नाम', email: 'ई-मेल', phone: 'फ़ोन नंबर', course: 'कोर्स', message: 'संदेश', send: 'पूछताछ भेजें' },
} as const;
