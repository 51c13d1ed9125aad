import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SITE_CONTENT } from '@dds/shared/schemas';
import { SiteContentProvider } from '../../content/site-content';
import { InquiryForm } from './inquiry-form';

function renderForm(whatsapp: string) {
  render(
    <MemoryRouter>
      <SiteContentProvider value={{ ...EMPTY_SITE_CONTENT, settings: { ...EMPTY_SITE_CONTENT.settings, whatsapp } }}>
        <InquiryForm headingLevel={1} />
      </SiteContentProvider>
    </MemoryRouter>,
  );
}

describe('inquiry page: WhatsApp as an alternative to the form', () => {
  it('offers "Prefer WhatsApp? Chat with us" when a number is set', () => {
    renderForm('+91 91234 56789');
    expect(screen.getByText('Prefer WhatsApp?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with us (WhatsApp, opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://wa.me/919123456789?text=${encodeURIComponent('Hello, I would like to know about your courses.')}`,
    );
  });

  it('shows only the form when no number is set', () => {
    renderForm('');
    expect(screen.queryByText('Prefer WhatsApp?')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeInTheDocument();
  });
});
