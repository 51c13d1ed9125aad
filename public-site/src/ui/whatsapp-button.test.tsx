import { render, screen } from '@testing-library/react';
import { WhatsAppButton, whatsappHref } from './whatsapp-button';

describe('WhatsApp click-to-chat', () => {
  it('links to wa.me with the number as 91 + ten digits and the message URL-encoded', () => {
    expect(whatsappHref('+91 98765 43210', 'Hello, I would like to know about the Tally + GST course.')).toBe(
      'https://wa.me/919876543210?text=Hello%2C%20I%20would%20like%20to%20know%20about%20the%20Tally%20%2B%20GST%20course.',
    );
    expect(whatsappHref('098765-43210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
  });

  it('renders nothing without a (valid) number', () => {
    const { container } = render(
      <>
        <WhatsAppButton number="" text="Hi">
          Chat with us
        </WhatsAppButton>
        <WhatsAppButton number="12345" text="Hi">
          Chat with us
        </WhatsAppButton>
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('opens in a new tab without handing the site to WhatsApp, and says so to screen readers', () => {
    render(
      <WhatsAppButton number="+91 98765 43210" text="Hi" context="Python">
        Ask on WhatsApp
      </WhatsAppButton>,
    );
    const link = screen.getByRole('link', { name: 'Ask on WhatsApp: Python (WhatsApp, opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Ask on WhatsApp');
  });
});
