import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { enquiryHref } from '../../catalogue/enquiry';
import { site } from '../../content/site';
import { ContactPage } from './contact-page';

function renderContact(url = '/contact') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ContactPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  email: () => screen.getByRole('textbox', { name: 'E-mail address' }),
  phone: () => screen.getByRole('textbox', { name: /^Phone number/ }),
  subject: () => screen.getByRole('combobox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};
const send = () => screen.getByRole('button', { name: 'Send Message' });

afterEach(() => vi.restoreAllMocks());

test('an empty submit marks every required field, says how to fix it, and focuses the first', async () => {
  const user = renderContact();
  await user.click(send());

  const expected = [
    [field.name(), 'Enter your full name'],
    [field.email(), 'Enter your e-mail address'],
    [field.subject(), 'Choose a subject'],
    [field.message(), 'Enter your message'],
  ] as const;
  for (const [control, error] of expected) {
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining(error));
    const errorId = control.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId.split(' ').at(-1) ?? '')).toBeVisible();
  }
  expect(field.phone()).not.toHaveAttribute('aria-invalid');
  expect(field.name()).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your message has not been sent: 4 answers need correcting. Enter your full name.',
  );
});

test('an e-mail address in the wrong form gets an example of the right one', async () => {
  const user = renderContact();
  await user.type(field.name(), 'Morag Campbell');
  await user.type(field.email(), 'morag.example.co.uk');
  await user.selectOptions(field.subject(), 'General enquiry');
  await user.type(field.message(), 'Do you fit shelving in Paisley?');
  await user.click(send());

  expect(field.email()).toHaveAccessibleDescription(
    'Error: Enter an e-mail address in the right format, like name@example.co.uk',
  );
  expect(field.email()).toHaveFocus();
  // Nothing typed is lost.
  expect(field.name()).toHaveValue('Morag Campbell');
  expect(field.email()).toHaveValue('morag.example.co.uk');
  expect(field.subject()).toHaveValue('general');
  expect(field.message()).toHaveValue('Do you fit shelving in Paisley?');
});

test('after a failed submit, each field is checked again as it changes', async () => {
  const user = renderContact();
  await user.click(send());
  await user.type(field.name(), 'Iain');
  expect(field.name()).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Enter your full name')).not.toBeInTheDocument();
  await user.type(field.email(), 'iain@');
  expect(
    screen.getByText('Enter an e-mail address in the right format, like name@example.co.uk'),
  ).toBeVisible();
  await user.type(field.email(), 'example.co.uk');
  expect(field.email()).not.toHaveAttribute('aria-invalid');
});

test('a valid form without a phone number is thanked, cleared and sends nothing', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const user = renderContact();
  await user.type(field.name(), 'Priya Sandhu');
  await user.type(field.email(), 'priya@example.co.uk');
  await user.selectOptions(field.subject(), 'Request a quote');
  await user.type(field.message(), 'Two gondola runs for a shop in Govan, please.');
  await user.click(send());

  const thanks = screen.getByRole('heading', { name: 'Thank you for your message' });
  expect(thanks).toHaveFocus();
  expect(screen.getByText(/does not send messages on its own/)).toHaveTextContent(
    site.phone.display,
  );
  expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
  expect(field.name()).toHaveFocus();
  expect(field.name()).toHaveValue('');
  expect(field.email()).toHaveValue('');
  expect(field.subject()).toHaveValue('');
  expect(field.message()).toHaveValue('');
  expect(field.name()).not.toHaveAttribute('aria-invalid');
});

test('an enquiry link fills in the subject and the message', () => {
  renderContact('/contact?subject=quote&message=Hello');
  expect(field.subject()).toHaveValue('quote');
  expect(within(field.subject()).getByRole('option', { selected: true })).toHaveTextContent(
    'Request a quote',
  );
  expect(field.message()).toHaveValue('Hello');
  expect(field.name()).toHaveValue('');
});

test('once a prefilled enquiry is sent, the next message starts empty', async () => {
  const user = renderContact('/contact?subject=quote&message=Hello');
  await user.type(field.name(), 'Callum Reid');
  await user.type(field.email(), 'callum@example.co.uk');
  await user.click(send());
  await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
  expect(field.subject()).toHaveValue('');
  expect(field.message()).toHaveValue('');
});

test('reads back exactly what enquiryHref writes, line breaks included', () => {
  const message = 'I would like to order the following:\n- 1 x Premium Glass Cabinet: £1,399.99';
  renderContact(enquiryHref({ subject: 'quote', message }));
  expect(field.message()).toHaveValue(message);
});

test('an unknown subject is ignored and leaves the placeholder', () => {
  renderContact('/contact?subject=free-stuff');
  expect(field.subject()).toHaveValue('');
  expect(field.message()).toHaveValue('');
});
