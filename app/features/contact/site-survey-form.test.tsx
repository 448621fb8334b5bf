import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../lib/router';
import { afterEach, expect, test, vi } from 'vitest';
import { SiteSurveyPage } from './site-survey-page';

function renderSurvey() {
  render(
    <MemoryRouter initialEntries={['/site-survey-request']}>
      <SiteSurveyPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const workType = () => screen.getByRole('combobox', { name: 'Type of work' });
const submit = () => screen.getByRole('button', { name: 'Request Survey' });

test('an empty request marks every required answer and focuses the first', async () => {
  const user = renderSurvey();
  await user.click(submit());
  // The checks run after the press (the form's action runs in a transition).
  await waitFor(() => expect(textbox('Full name')).toHaveFocus());
  for (const [name, error] of [
    ['Full name', 'Enter your full name'],
    ['Email address', 'Enter your email address'],
    ['Phone number', 'Enter a phone number so our surveyor can call you'],
    ['Shop address', "Enter the shop's address"],
    ['Postcode', "Enter the shop's postcode"],
  ] as const) {
    expect(textbox(name)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(name)).toHaveAccessibleDescription(expect.stringContaining(error));
  }
  expect(workType()).toHaveAccessibleDescription('Error: Choose the type of work');
  expect(textbox(/^Preferred days and times/)).not.toHaveAttribute('aria-invalid');
  expect(textbox(/^Notes/)).not.toHaveAttribute('aria-invalid');
  expect(textbox('Full name')).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('6 answers need correcting');
});

test('a postcode or phone number in the wrong form is explained with an example', async () => {
  const user = renderSurvey();
  await user.type(textbox('Full name'), 'Morag Campbell');
  await user.type(textbox('Email address'), 'morag@example.co.uk');
  await user.type(textbox('Phone number'), '0141 496');
  await user.type(textbox('Shop address'), '12 Byres Road, Glasgow');
  await user.type(textbox('Postcode'), 'GLASGOW');
  await user.selectOptions(workType(), 'Fascia signage');
  await user.click(submit());

  await waitFor(() => expect(textbox('Phone number')).toHaveFocus());
  expect(textbox('Phone number')).toHaveAccessibleDescription(
    'Error: Enter a phone number in the right format, like 0141 496 0321',
  );
  expect(textbox('Postcode')).toHaveAccessibleDescription(
    'Error: Enter a UK postcode in the right format, like G5 8RE',
  );
  expect(textbox('Shop address')).toHaveValue('12 Byres Road, Glasgow');
  expect(workType()).toHaveValue('fascia-signage');
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

test('a complete request is sent, thanked and cleared; Send Another Request starts afresh', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ reference: 'CS-100200', confirmationUrl: '/enquiries/x' }), {
      status: 201,
    }),
  );
  const user = renderSurvey();
  await user.type(textbox('Full name'), 'Iain Fraser');
  await user.type(textbox('Email address'), 'iain@example.co.uk');
  await user.type(textbox('Phone number'), '07700 900123');
  await user.type(textbox('Shop address'), '45 Argyle Street, Glasgow');
  await user.type(textbox('Postcode'), 'g2 8ax');
  await user.selectOptions(workType(), 'Projecting sign');
  await user.click(submit());

  expect(await screen.findByRole('heading', { name: 'Thank you for your request' })).toHaveFocus();
  expect(screen.getByText('CS-100200')).toBeVisible();
  expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toMatchObject({
    kind: 'site-survey',
    name: 'Iain Fraser',
    postcode: 'g2 8ax',
    workType: 'projecting-sign',
  });
  await user.click(screen.getByRole('button', { name: 'Send Another Request' }));
  expect(textbox('Full name')).toHaveFocus();
  expect(textbox('Postcode')).toHaveValue('');
  expect(workType()).toHaveValue('');
});
