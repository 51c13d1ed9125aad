import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SITE_CONTENT, type SiteSettings } from '@dds/shared/schemas';
import { SiteContentProvider } from '../content/site-content';
import Footer from './footer';

function renderFooter(settings: Partial<SiteSettings>) {
  render(
    <MemoryRouter>
      <SiteContentProvider value={{ ...EMPTY_SITE_CONTENT, settings: { ...EMPTY_SITE_CONTENT.settings, ...settings } }}>
        <Footer />
      </SiteContentProvider>
    </MemoryRouter>,
  );
  return within(screen.getByRole('region', { name: 'Contact Us' }));
}

describe('footer contact block', () => {
  it('on a fresh install shows no made-up details: an invitation to send an inquiry instead', () => {
    const contact = renderFooter({});
    expect(contact.getByRole('link', { name: 'Send us an inquiry' })).toHaveAttribute('href', '/InquiryForm');
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me"]')).toBeNull();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/placeholder|00000|example\.com/i);
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
  });

  it('shows every detail that is set, each in its usable form', () => {
    const contact = renderFooter({
      address: 'Station Road\nSitapur 261001',
      phone: '+91 98765 43210',
      email: 'office@dds.in',
      officeHours: 'Mon–Sat 9–6',
      mapsUrl: 'https://maps.app.goo.gl/abc',
      whatsapp: '+91 91234 56789',
      instagram: 'https://instagram.com/dds',
    });
    expect(contact.getByText(/Station Road/)).toHaveTextContent('Station Road Sitapur 261001');
    expect(contact.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(contact.getByRole('link', { name: 'office@dds.in' })).toHaveAttribute('href', 'mailto:office@dds.in');
    expect(contact.getByText('Mon–Sat 9–6')).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Find us on Google Maps' })).toHaveAttribute(
      'href',
      'https://maps.app.goo.gl/abc',
    );
    const chat = contact.getByRole('link', { name: 'Chat on WhatsApp (WhatsApp, opens in a new tab)' });
    expect(chat).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919123456789\?text=/));
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(contact.queryByRole('link', { name: 'Send us an inquiry' })).not.toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Instagram']);
  });

  it('shows only the details that are set (just a WhatsApp number)', () => {
    const contact = renderFooter({ whatsapp: '9123456789' });
    expect(contact.getByRole('link', { name: /Chat on WhatsApp/ })).toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(contact.getAllByRole('listitem')).toHaveLength(1);
  });
});
