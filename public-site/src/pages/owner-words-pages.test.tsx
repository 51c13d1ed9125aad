import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@dds/shared/schemas';
import { SiteContentProvider } from '../content/site-content';
import { AdmissionForm } from '../features/admission/admission-form';
import { InquiryForm } from '../features/inquiry/inquiry-form';
import { OfflineCoursesPage, OnlineCoursesPage } from './course-pages';
import { PrivacyPage, TermsPage } from './legal-pages';
import { RegistrationPage } from './registration-page';

// The second part of the owner's words (docs/decisions/021-site-text.md): the legal pages, the
// course lists' tops and the forms' headings read the owner's text, else the shipped one, and the
// legal pages fill Settings' e-mail and phone into the owner's prose.

const withContent = (ui: React.ReactElement, content: Partial<SiteContent> = {}) =>
  render(
    <MemoryRouter>
      <SiteContentProvider value={{ ...EMPTY_SITE_CONTENT, ...content }}>{ui}</SiteContentProvider>
    </MemoryRouter>,
  );
const settings = (s: Partial<SiteContent['settings']>) => ({ ...EMPTY_SITE_CONTENT.settings, ...s });
const CHOICES = 'legal.privacy.sections.3.paragraphs.0';

describe('privacy and terms', () => {
  it('a fresh install: the shipped words, with whichever contact details Settings holds', () => {
    withContent(<PrivacyPage />, { settings: settings({ email: 'office@dds.example', phone: '9876512345' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we collect' })).toBeInTheDocument();
    expect(
      screen.getByText('To see, correct or delete your details, write to office@dds.example or call 9876512345.'),
    ).toBeInTheDocument();
  });

  it('with nothing in Settings the shipped paragraph still reads', () => {
    withContent(<PrivacyPage />);
    expect(
      screen.getByText(
        'To see, correct or delete your details, contact the institute (see Contact Us at the foot of every page).',
      ),
    ).toBeInTheDocument();
  });

  it("the owner's words, {email} and {phone} filled from Settings; an emptied paragraph and an emptied section are left out", () => {
    withContent(<PrivacyPage />, {
      settings: settings({ email: 'office@dds.example', phone: '9876512345' }),
      texts: {
        en: {
          [CHOICES]: 'Mail {email} or ring {phone}.',
          'legal.privacy.sections.2.heading': '',
          'legal.privacy.sections.2.paragraphs.0': '',
          'legal.privacy.sections.0.paragraphs.3': '',
        },
      },
    });
    expect(screen.getByText('Mail office@dds.example or ring 9876512345.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How long we keep it' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Certificate lookup:/)).not.toBeInTheDocument();
    expect(screen.getByText(/Inquiry form: your name/)).toBeInTheDocument();
  });

  it('a paragraph naming an e-mail Settings does not hold is left out, never "Mail ."', () => {
    withContent(<PrivacyPage />, {
      settings: settings({ phone: '9876512345' }),
      texts: { en: { [CHOICES]: 'Mail {email}.' } },
    });
    expect(screen.queryByText(/^Mail/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your choices' })).toBeInTheDocument();
  });

  it("the terms' title and a paragraph as the owner wrote them", () => {
    withContent(<TermsPage />, {
      texts: {
        en: {
          'legal.terms.title': 'Rules of the institute',
          'legal.terms.sections.0.paragraphs.0': 'Fees are fixed for your batch.',
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Rules of the institute' })).toBeInTheDocument();
    expect(screen.getByText('Fees are fixed for your batch.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Certificates' })).toBeInTheDocument();
  });
});

describe('course list tops and form headings', () => {
  it('shipped: the contract’s headings', () => {
    withContent(<OfflineCoursesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Offline Courses' })).toBeInTheDocument();
  });

  it("the owner's course-list heading and lead; an emptied eyebrow is left out", () => {
    withContent(<OnlineCoursesPage />, {
      texts: {
        en: {
          'courseLists.online.title': 'Learn from home',
          'courseLists.online.lead': 'Live classes every evening.',
          'courseLists.online.eyebrow': '',
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Learn from home' })).toBeInTheDocument();
    expect(screen.getByText('Live classes every evening.')).toBeInTheDocument();
    expect(screen.queryByText('Courses')).not.toBeInTheDocument();
  });

  it("the forms' headings and intro lines are the owner's; the contract's field labels stay", () => {
    withContent(
      <>
        <InquiryForm />
        <AdmissionForm />
        <RegistrationPage />
      </>,
      {
        texts: {
          en: {
            'forms.inquiry.title': 'Ask a counsellor',
            'forms.inquiry.lead': '',
            'forms.admission.title': 'Book your seat',
            'forms.registration.bannerTitle': 'Register',
            'forms.registration.button': 'Open the admission form',
          },
        },
      },
    );
    expect(screen.getByRole('heading', { name: 'Ask a counsellor' })).toBeInTheDocument();
    expect(screen.queryByText(/our counsellor will call you back within a day/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Book your seat' })).toBeInTheDocument();
    expect(
      screen.getByText('Fill in your details and choose a course. Our office will confirm your seat and batch timing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the admission form' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Full name')).toHaveLength(2);
  });
});
