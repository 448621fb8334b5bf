import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { ContactPage } from './contact-page';
import { loadSubmitCode, preloadSubmitCode, submitCode } from './submit-code';

// docs/decisions/040: the checks, the send and the thanks (on-submit.ts) are not in the
// page's start-up. They load as the visitor starts on a form, and its action waits for them.
vi.mock('./submit-code', async (importOriginal) => {
  const original = await importOriginal<typeof import('./submit-code')>();
  return {
    ...original,
    loadSubmitCode: vi.fn(original.loadSubmitCode),
    preloadSubmitCode: vi.fn(original.preloadSubmitCode),
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(loadSubmitCode).mockClear();
  vi.mocked(preloadSubmitCode).mockClear();
  sessionStorage.clear();
});

function renderContact() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send Message' });
const accepted = { reference: 'CS-482193', confirmationUrl: '/enquiries/abc' };

// First in the file: the module's state (the code loaded or not) is the file's.
test('the form shows and hydrates without its checks; a press before they have loaded waits for them, then checks and focuses as ever', async () => {
  const user = renderContact();
  expect(send()).toBeVisible();
  expect(submitCode()).toBeUndefined();
  expect(preloadSubmitCode).not.toHaveBeenCalled();
  expect(loadSubmitCode).not.toHaveBeenCalled();
  // Straight to the button: the press loads the code, and the action waits for it.
  await user.click(send());
  await waitFor(() => expect(field('Full name')).toHaveFocus());
  expect(loadSubmitCode).toHaveBeenCalled();
  expect(submitCode()).toBeDefined();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your message has not been sent: 4 answers need correcting.',
  );
});

test('the first focus in the form starts loading its checks', async () => {
  const user = renderContact();
  expect(preloadSubmitCode).not.toHaveBeenCalled();
  expect(loadSubmitCode).not.toHaveBeenCalled();

  await user.click(field('Full name'));
  expect(preloadSubmitCode).toHaveBeenCalled();
});

test('offline before the checks could load: the form says so, keeps every answer, and sends on the next press', async () => {
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(accepted), { status: 201 }));
  const user = renderContact();
  await user.type(field('Full name'), 'Callum Reid');
  await user.type(field('Email address'), 'callum@example.co.uk');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'General enquiry');
  await user.type(field('Message'), 'Written on the train.');

  vi.mocked(loadSubmitCode).mockRejectedValueOnce(
    new TypeError('Failed to fetch dynamically imported module'),
  );
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not reach our server: check your connection and send it again. Nothing you typed has been lost.',
  );
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(field('Full name')).toHaveValue('Callum Reid');
  expect(field('Message')).toHaveValue('Written on the train.');
  // Nothing was checked, so nothing is marked wrong.
  expect(field('Full name')).not.toHaveAttribute('aria-invalid');

  await user.click(send());
  const thanks = await screen.findByRole('heading', { name: 'Thank you for your message' });
  expect(thanks).toHaveFocus();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});
