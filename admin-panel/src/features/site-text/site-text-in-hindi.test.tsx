// First: the shared mocks must be in place before the panel's modules load.
import { blockOf, open, save } from './site-text-test-setup';
import { screen, within } from '@testing-library/react';
import { showPanelIn } from '../../i18n/panel-language';

afterEach(() => showPanelIn('en'));

// docs/decisions/026-hindi.md §8: the Site text screen wholly in Hindi; the texts in their own language.
describe('Site text for an admin who reads the panel in Hindi', () => {
  it('names pages, sections and texts in Hindi, says each text’s state and its check in Hindi, and the logo card', async () => {
    await showPanelIn('hi');
    const { user } = open();
    const heading = await screen.findByLabelText('मुख्य शीर्षक');
    expect(screen.getByRole('heading', { level: 1, name: 'साइट के शब्द' })).toBeInTheDocument();
    expect(screen.getByLabelText('पेज')).toHaveDisplayValue('होम पेज');
    expect(screen.getByRole('heading', { name: 'पेज का ऊपरी हिस्सा' })).toBeInTheDocument();
    expect(screen.getByLabelText('प्लेसमेंट का दावा')).toHaveAccessibleDescription(
      'मूल पाठ। ख़ाली छोड़ सकते हैं: तब पेज इसे नहीं दिखाता।',
    );
    expect(screen.getByLabelText('मुख्य शीर्षक (हिन्दी में)')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('हर पाठ मूल पाठ ही है।', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'लोगो और आइकन' })).toBeInTheDocument();
    // The schema names the text in English ("Top of the page › Main heading"): said with its Hindi name.
    await user.clear(heading);
    await user.click(within(blockOf(heading)).getByRole('button', { name: 'सहेजें मुख्य शीर्षक' }));
    expect(screen.getByText('पेज का ऊपरी हिस्सा › मुख्य शीर्षक ख़ाली नहीं छोड़ा जा सकता।')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
