// First: the shared mocks must be in place before the panel's modules load.
import { answer, fetchOne, fetchPage, patch, trash } from './record-view-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { aDonation, anAdmission, anInquiry } from '../../test/builders';

const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };
const justNow = () => new Date(Date.now() - 60_000).toISOString();

describe('record view', () => {
  it('shows every field of an inquiry, the whole message and its history in words, at its own address', async () => {
    const message = 'Please call me about the evening batch.\nI work till 6 pm, so after 7 is best.';
    const inquiry = anInquiry({
      id: 12,
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '98765 43210',
      course: 'computer',
      message,
      notes: 'Called once',
      status: 'contacted',
    });
    fetchOne.mockResolvedValue(
      answer(inquiry, {
        history: [
          {
            at: justNow(),
            actor: 'clerk@dds.in',
            action: 'inquiry.update',
            details: { phone: '98765 43210', before: { phone: '98765 4321O' } },
          },
          {
            at: '2026-03-05T12:00:00.000Z',
            actor: 'owner@dds.in',
            action: 'inquiry.update',
            details: { status: 'contacted', before: { status: 'new' } },
          },
        ],
      }),
    );
    renderAdmin('/admin/inquiries/12', loggedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Inquiry from Asha Verma' })).toBeInTheDocument();
    expect(fetchOne).toHaveBeenCalledWith('/api/admin/inquiries', 12);
    for (const text of ['asha@example.in', '98765 43210', 'Computer Course', 'Student', 'Called once'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/after 7 is best/)).toHaveTextContent(message.replace('\n', ' '));
    expect(screen.getByRole('combobox', { name: 'Change status' })).toHaveValue('contacted');

    const history = within(screen.getByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Changed phone from “98765 4321O” to “98765 43210”');
    expect(history[0]).toHaveTextContent(/Today \d\d:\d\d [ap]m · clerk@dds\.in/);
    expect(history[1]).toHaveTextContent('Changed status from New to Contacted');
    expect(history[1]).toHaveTextContent('5 Mar 2026, 05:30 pm · owner@dds.in');
    expect(history[2]).toHaveTextContent('Received from the website');
  });

  it('saves a note with a toast, and the record is read again', async () => {
    fetchOne.mockResolvedValue(answer(anInquiry({ id: 3, name: 'Ravi Kumar' })));
    patch.mockResolvedValue(anInquiry({ id: 3 }) as never);
    const { user } = renderAdmin('/admin/inquiries/3', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Edit notes of inquiry from Ravi Kumar' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes of inquiry from Ravi Kumar' }), 'Call on Monday');
    await user.click(screen.getByRole('button', { name: 'Save notes of inquiry from Ravi Kumar' }));

    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/api/admin/inquiries', 3, { notes: 'Call on Monday' }, undefined); // the fixture has no version
    expect(fetchOne).toHaveBeenCalledTimes(2);
  });

  it('holds a corrected phone to the rule of the admission form, field by field, before saving', async () => {
    fetchOne.mockResolvedValue(answer(anAdmission({ id: 45, name: 'Meena Devi', phone: '98765 4321O' })));
    patch.mockResolvedValue(anAdmission({ id: 45 }) as never);
    const { user } = renderAdmin('/admin/admission/45', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Edit contact details of admission from Meena Devi' }));

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '98765 4321O');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'meena@');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));

    expect(await screen.findByText('Phone must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone must be exactly 10 digits');
    expect(email).toHaveFocus();
    expect(patch).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '9876543210');
    await user.clear(email);
    await user.type(email, 'meena@example.in');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      '/api/admin/admissions',
      45,
      { phone: '9876543210', email: 'meena@example.in' },
      undefined,
    );
  });

  it('asks before marking an admission Rejected', async () => {
    fetchOne.mockResolvedValue(answer(anAdmission({ id: 46, name: 'Meena Devi' })));
    patch.mockResolvedValue(anAdmission({ id: 46 }) as never);
    const { user } = renderAdmin('/admin/admission/46', loggedIn);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Change status' }), 'rejected');
    expect(patch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep Pending' }));
    expect(screen.getByRole('combobox', { name: 'Change status' })).toHaveValue('pending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Yes, mark Rejected' }));
    expect(await screen.findByText('Status changed to Rejected')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/api/admin/admissions', 46, { status: 'rejected' }, undefined);
  });

  it('shows the payment screenshot beside amount and UPI reference, and flags a duplicate UPI reference with links', async () => {
    fetchOne.mockResolvedValue(
      answer(aDonation({ id: 9, name: 'Suresh Gupta', amount: 100000, upiReference: '412345678901' }), {
        duplicates: [
          { id: 7, inTrash: false },
          { id: 8, inTrash: true },
        ],
      }),
    );
    renderAdmin('/admin/donationdetails/9', loggedIn);

    const warning = await screen.findByTestId('duplicate-upi');
    expect(warning).toHaveTextContent('Duplicate UPI reference');
    expect(within(warning).getByRole('link', { name: 'donation no. 7' })).toHaveAttribute(
      'href',
      '/admin/donationdetails/7',
    );
    // A match in the Trash is named too, and says so: a reused reference is suspect even after a delete.
    expect(within(warning).getByRole('link', { name: 'donation no. 8 (in Trash)' })).toHaveAttribute(
      'href',
      '/admin/donationdetails/8',
    );

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('img', { name: /payment screenshot sent by Suresh Gupta/i })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/admin\/donations\/\d+\/screenshot$/),
    );
    expect(within(payment).getByText('₹1,00,000')).toBeInTheDocument();
    expect(within(payment).getByText('412345678901')).toBeInTheDocument();
  });

  it('moves a record to the Trash and offers Restore', async () => {
    const item = anInquiry({ id: 20, name: 'Spam Bot' });
    fetchOne
      .mockResolvedValueOnce(answer(item))
      .mockResolvedValueOnce(answer({ ...item, deletedAt: justNow(), deletedReason: 'spam' }));
    trash.mockResolvedValue();
    const { user } = renderAdmin('/admin/inquiries/20', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByText('Inquiry marked as spam and moved to the Trash')).toBeInTheDocument();
    expect(trash).toHaveBeenCalledWith('/api/admin/inquiries', 20, 'spam');
    expect(screen.getByText('This inquiry is in the Trash (marked as spam).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('goes back to the list with the filters it was opened from', async () => {
    fetchOne.mockResolvedValue(answer(anInquiry({ id: 4 })));
    renderAdmin({ pathname: '/admin/inquiries/4', state: { from: '/admin/inquiries?status=new&page=3' } }, loggedIn);
    expect(await screen.findByRole('link', { name: /back to inquiries/i })).toHaveAttribute(
      'href',
      '/admin/inquiries?status=new&page=3',
    );
  });

  it('opened from a filtered list by its row link, goes back to that list page, also after a reload', async () => {
    const inquiry = anInquiry({ id: 31, name: 'Kiran Rao' });
    fetchPage.mockResolvedValue(pageOf([inquiry], 41, 3));
    fetchOne.mockResolvedValue(answer(inquiry));
    const { user, unmount } = renderAdmin('/admin/inquiries?status=new&page=3', loggedIn);
    await user.click(await screen.findByRole('link', { name: 'Kiran Rao' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inquiry from Kiran Rao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to inquiries/i })).toHaveAttribute(
      'href',
      '/admin/inquiries?status=new&page=3',
    );

    // A reload starts the page again at the record's address, with the tab's memory of the list.
    unmount();
    renderAdmin('/admin/inquiries/31', loggedIn);
    expect(await screen.findByRole('link', { name: /back to inquiries/i })).toHaveAttribute(
      'href',
      '/admin/inquiries?status=new&page=3',
    );
  });

  it('says so when there is no such record', async () => {
    fetchOne.mockRejectedValue(new ApiError('Not found', 404));
    renderAdmin('/admin/donationdetails/999', loggedIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no donation with number 999');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /back to donations/i })).toHaveAttribute(
        'href',
        '/admin/donationdetails',
      ),
    );
  });
});
