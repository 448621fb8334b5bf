import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router';
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
  email: () => screen.getByRole('textbox', { name: 'Email address' }),
  phone: () => screen.getByRole('textbox', { name: /^Phone number/ }),
  subject: () => screen.getByRole('combobox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};
const send = () => screen.getByRole('button', { name: 'Send Message' });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

test('an empty submit marks every required field, says how to fix it, and focuses the first', async () => {
  const user = renderContact();
  await user.click(send());
  // The checks run after the press (the form's action runs in a transition).
  await waitFor(() => expect(field.name()).toHaveFocus());

  const expected = [
    [field.name(), 'Enter your full name'],
    [field.email(), 'Enter your email address'],
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

test('an email address in the wrong form gets an example of the right one', async () => {
  const user = renderContact();
  await user.type(field.name(), 'Morag Campbell');
  await user.type(field.email(), 'morag.example.co.uk');
  await user.selectOptions(field.subject(), 'General enquiry');
  await user.type(field.message(), 'Do you fit shelving in Paisley?');
  await user.click(send());

  await waitFor(() => expect(field.email()).toHaveFocus());
  expect(field.email()).toHaveAccessibleDescription(
    'Error: Enter an email address in the right format, like name@example.co.uk',
  );
  // Nothing typed is lost.
  expect(field.name()).toHaveValue('Morag Campbell');
  expect(field.email()).toHaveValue('morag.example.co.uk');
  expect(field.subject()).toHaveValue('general');
  expect(field.message()).toHaveValue('Do you fit shelving in Paisley?');
});

test('after a failed submit, each field is checked again as it changes', async () => {
  const user = renderContact();
  await user.click(send());
  await waitFor(() => expect(field.name()).toHaveAttribute('aria-invalid', 'true'));
  await user.type(field.name(), 'Iain');
  await waitFor(() => expect(field.name()).not.toHaveAttribute('aria-invalid'));
  expect(screen.queryByText('Enter your full name')).not.toBeInTheDocument();
  await user.type(field.email(), 'iain@');
  expect(
    await screen.findByText('Enter an email address in the right format, like name@example.co.uk'),
  ).toBeVisible();
  await user.type(field.email(), 'example.co.uk');
  await waitFor(() => expect(field.email()).not.toHaveAttribute('aria-invalid'));
});

test('before the first submit nothing is checked as it is typed', async () => {
  const user = renderContact();
  await user.type(field.email(), 'iain@');
  await user.tab();
  expect(field.email()).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(/right format/)).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('a name holding a text-direction override is refused beside the field, before anything is sent', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const user = renderContact();
  await user.type(field.name(), 'Morag \u202enosmaC');
  await user.type(field.email(), 'morag@example.co.uk');
  await user.selectOptions(field.subject(), 'General enquiry');
  await user.type(field.message(), 'Two lines\nof message are fine.');
  await user.click(send());

  await waitFor(() => expect(field.name()).toHaveFocus());
  expect(field.name()).toHaveAttribute('aria-invalid', 'true');
  expect(field.name()).toHaveAccessibleDescription(
    'Error: Enter your full name on one line, without special characters',
  );
  expect(field.message()).not.toHaveAttribute('aria-invalid');
  expect(field.name()).toHaveValue('Morag \u202enosmaC');
  expect(fetchSpy).not.toHaveBeenCalled();
});

/** The server's answer to a sent enquiry, as POST /api/enquiries gives it. */
function answerWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers }));
}

const accepted = { reference: 'CS-482193', confirmationUrl: '/enquiries/abc' };

test('a valid form without a phone number is sent, thanked with its reference and cleared', async () => {
  const fetchSpy = answerWith(201, accepted);
  const user = renderContact();
  await user.type(field.name(), 'Priya Sandhu');
  await user.type(field.email(), 'priya@example.co.uk');
  await user.selectOptions(field.subject(), 'Request a quote');
  await user.type(field.message(), 'Two gondola runs for a shop in Govan, please.');
  await user.click(send());

  const thanks = await screen.findByRole('heading', { name: 'Thank you for your message' });
  expect(thanks).toHaveFocus();
  expect(screen.getByText('CS-482193')).toBeVisible();
  expect(screen.getByRole('link', { name: 'View and print your message' })).toHaveAttribute(
    'href',
    '/enquiries/abc',
  );
  expect(screen.getByText(/replies within one working day/)).toHaveTextContent(site.phone.display);
  expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/api/enquiries');
  expect(JSON.parse(String(init?.body))).toMatchObject({
    kind: 'contact',
    name: 'Priya Sandhu',
    email: 'priya@example.co.uk',
    phone: '',
    subject: 'quote',
    message: 'Two gondola runs for a shop in Govan, please.',
    idempotencyKey: expect.stringMatching(/^[\w-]{16,64}$/),
  });

  await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
  expect(field.name()).toHaveFocus();
  expect(field.name()).toHaveValue('');
  expect(field.email()).toHaveValue('');
  expect(field.subject()).toHaveValue('');
  expect(field.message()).toHaveValue('');
  expect(field.name()).not.toHaveAttribute('aria-invalid');
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Callum Reid');
  await user.type(field.email(), 'callum@example.co.uk');
  await user.selectOptions(field.subject(), 'General enquiry');
  await user.type(field.message(), 'Are you open on Saturday?');
  await user.click(send());
}

test('when the server cannot take it, the form says so, keeps every answer and sends the same enquiry again', async () => {
  const fetchSpy = answerWith(503, { message: 'busy' });
  const user = renderContact();
  await fillAndSend(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Our server could not take your message just now.',
  );
  expect(field.name()).toHaveValue('Callum Reid');
  expect(field.message()).toHaveValue('Are you open on Saturday?');

  fetchSpy.mockResolvedValue(new Response(JSON.stringify(accepted), { status: 201 }));
  await user.click(send());
  expect(await screen.findByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  const keys = fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
});

test('an answer edited after a failed send is sent as edited: a new enquiry, not the first one again', async () => {
  // The first send may have reached the server with its answer lost: resending its key
  // would be answered with the first words.
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockRejectedValue(new TypeError('Failed to fetch'));
  const user = renderContact();
  await fillAndSend(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server');
  await user.click(send());
  await user.type(field.message(), ' And on Sunday?');
  fetchSpy.mockResolvedValue(new Response(JSON.stringify(accepted), { status: 201 }));
  await user.click(send());
  expect(await screen.findByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  const bodies = fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
  expect(bodies).toHaveLength(3);
  expect(bodies[1].idempotencyKey).toBe(bodies[0].idempotencyKey);
  expect(bodies[2].idempotencyKey).not.toBe(bodies[0].idempotencyKey);
  expect(bodies[2].message).toBe('Are you open on Saturday? And on Sunday?');
});

test('offline, and too many messages, are explained in plain words above the form', async () => {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const user = renderContact();
  await fillAndSend(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server');

  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ message: 'slow down' }), {
      status: 429,
      headers: { 'retry-after': '540' },
    }),
  );
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent('Please send it again in 9 minutes');
  expect(field.message()).toHaveValue('Are you open on Saturday?');
});

test.each([
  [
    403,
    'Your message came from a page on another website, not from our own form, so we did not take it.',
  ],
  [
    409,
    'Your message came with the key of another message we already have, with different words, so we did not take it.',
  ],
])(
  "a refusal (%i) gives the server's reason and another way to reach us, and keeps every answer",
  async (status, reason) => {
    answerWith(status, { message: reason });
    const user = renderContact();
    await fillAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent(
      'Please call or email us instead. Nothing you typed has been lost.',
    );
    expect(alert).not.toHaveTextContent('send it again in a moment');
    expect(field.message()).toHaveValue('Are you open on Saturday?');
  },
);

test("the server's own field errors are shown beside the fields", async () => {
  answerWith(400, {
    errors: { email: 'Enter an email address in the right format, like name@example.co.uk' },
  });
  const user = renderContact();
  await fillAndSend(user);
  await screen.findByText('Enter an email address in the right format, like name@example.co.uk');
  expect(field.email()).toHaveAttribute('aria-invalid', 'true');
  expect(field.email()).toHaveFocus();
});

test("the server's errors on several fields: focus on the first of them in the form, all named in the summary", async () => {
  answerWith(400, {
    errors: {
      message: 'Your message must be 3,000 characters or fewer',
      email: 'Enter an email address in the right format, like name@example.co.uk',
    },
  });
  const user = renderContact();
  await fillAndSend(user);
  await waitFor(() => expect(field.email()).toHaveFocus());
  expect(field.message()).toHaveAttribute('aria-invalid', 'true');
  expect(field.name()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your message has not been sent: 2 answers need correcting. Your message must be 3,000 characters or fewer. Enter an email address in the right format, like name@example.co.uk.',
  );
  // Corrected, the answer is checked again as it changes, by the form's own rules.
  await user.clear(field.email());
  await user.type(field.email(), 'callum@example.co.uk');
  expect(field.email()).not.toHaveAttribute('aria-invalid');
  expect(field.message()).toHaveAttribute('aria-invalid', 'true');
});

test('while it is being sent the button says so and takes no second press', async () => {
  let answer: (response: Response) => void = () => undefined;
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  const user = renderContact();
  await fillAndSend(user);
  const sending = await screen.findByRole('button', { name: 'Sending…' });
  expect(sending).toHaveAttribute('aria-disabled', 'true');
  await user.click(sending);
  await user.keyboard('{Enter}');
  answer(new Response(JSON.stringify(accepted), { status: 201 }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('a press while sending is refused by the button itself: a send that then fails is not made twice', async () => {
  let fail: (error: Error) => void = () => undefined;
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockReturnValue(new Promise<Response>((_, reject) => (fail = reject)));
  const user = renderContact();
  await fillAndSend(user);
  await user.click(await screen.findByRole('button', { name: 'Sending…' }));
  // The send begins once the form's code has loaded (decision 040): fail that send, not none.
  await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  fail(new TypeError('Failed to fetch'));
  expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server/i);
  await screen.findByRole('button', { name: 'Send Message' });
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('two submits in one moment send one enquiry: the second finds the first sent', async () => {
  const fetchSpy = answerWith(201, accepted);
  const user = renderContact();
  await user.type(field.name(), 'Callum Reid');
  await user.type(field.email(), 'callum@example.co.uk');
  await user.selectOptions(field.subject(), 'General enquiry');
  await user.type(field.message(), 'Are you open on Saturday?');
  const form = send().closest('form');
  act(() => {
    form?.requestSubmit();
    form?.requestSubmit();
  });
  expect(await screen.findByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('a retried send that fails again is announced again: the alert empties while it is sent', async () => {
  let answer: (response: Response) => void = () => undefined;
  answerWith(503, { message: 'busy' });
  const user = renderContact();
  await fillAndSend(user);
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
  vi.spyOn(globalThis, 'fetch').mockReturnValue(
    new Promise<Response>((resolve) => (answer = resolve)),
  );
  await user.click(send());
  await screen.findByRole('button', { name: 'Sending…' });
  expect(alert).toBeEmptyDOMElement();
  answer(new Response(JSON.stringify({ message: 'busy' }), { status: 503 }));
  await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
});

test('a form opened prefilled by a link keeps no draft until the visitor answers something', async () => {
  const { unmount } = render(
    <MemoryRouter initialEntries={['/contact?subject=quote&message=A glass cabinet']}>
      <ContactPage />
    </MemoryRouter>,
  );
  await waitFor(() => expect(field.message()).toHaveValue('A glass cabinet'));
  expect(sessionStorage.length).toBe(0);
  await userEvent.setup().type(field.name(), 'C');
  await waitFor(() => expect(sessionStorage.length).toBe(1));
  unmount();
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
  answerWith(201, accepted);
  const user = renderContact('/contact?subject=quote&message=Hello');
  await user.type(field.name(), 'Callum Reid');
  await user.type(field.email(), 'callum@example.co.uk');
  await user.click(send());
  await user.click(await screen.findByRole('button', { name: 'Send Another Message' }));
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

test("an old Proceed to Checkout link (?basket) goes on to the basket's own quote request", async () => {
  render(
    <MemoryRouter initialEntries={['/contact?subject=quote&message=I%20would%20like&basket=1']}>
      <Routes>
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/cart/quote" element={<h1>Quote request page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Quote request page' })).toBeVisible();
});

test('the contact form carries no basket: no quote table, and its own send button', () => {
  renderContact('/contact?subject=quote&message=Hello');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(send()).toBeVisible();
  expect(screen.queryByRole('button', { name: /quote request/i })).not.toBeInTheDocument();
});
