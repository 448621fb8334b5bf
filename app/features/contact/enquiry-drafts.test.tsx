import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { add, clear } from '../../basket/store';
import { findProduct } from '../../catalogue/registry';
import { MemoryRouter } from '../../lib/router';
import { ContactPage } from './contact-page';
import { QuoteRequestPage } from './quote-request-page';
import { SiteSurveyPage } from './site-survey-page';
import { readDraft } from './use-draft';

// Each form keeps what is typed in the tab's session storage until it is sent
// (app/features/contact/use-draft.ts): a reload or a wander to another page loses nothing.

const PAGES = {
  contact: { url: '/contact', page: <ContactPage /> },
  'site-survey': { url: '/site-survey-request', page: <SiteSurveyPage /> },
  quote: { url: '/cart/quote', page: <QuoteRequestPage /> },
};

function open(form: keyof typeof PAGES, url = PAGES[form].url) {
  render(<MemoryRouter initialEntries={[url]}>{PAGES[form].page}</MemoryRouter>);
  return userEvent.setup();
}

function stored(form: string): unknown {
  return JSON.parse(sessionStorage.getItem(`clydeside-draft:${form}`) ?? 'null');
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });

beforeEach(() => {
  clear();
  const shelf = findProduct('toughened-glass-shelf');
  if (!shelf) throw new Error('toughened-glass-shelf');
  add(shelf, { width: '800', depth: '200' }, 3);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function acceptEnquiries() {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ reference: 'CS-123456', confirmationUrl: '/enquiries/x' }), {
      status: 201,
    }),
  );
}

test('the contact form keeps a draft as it is typed, opens with it again, and drops it once sent', async () => {
  let user = open('contact');
  expect(stored('contact')).toBeNull();
  await user.type(textbox('Full name'), 'Morag Campbell');
  await user.selectOptions(combobox('Subject'), 'General enquiry');
  await user.type(textbox('Message'), 'Half written');
  expect(stored('contact')).toEqual({
    name: 'Morag Campbell',
    email: '',
    phone: '',
    company: '',
    subject: 'general',
    message: 'Half written',
  });

  cleanup();
  user = open('contact');
  expect(textbox('Full name')).toHaveValue('Morag Campbell');
  expect(combobox('Subject')).toHaveValue('general');
  expect(textbox('Message')).toHaveValue('Half written');
  expect(textbox('Email address')).toHaveValue('');

  acceptEnquiries();
  await user.type(textbox('Email address'), 'morag@example.co.uk');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await screen.findByRole('heading', { name: 'Thank you for your message' });
  expect(stored('contact')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
  expect(stored('contact')).toBeNull();

  cleanup();
  open('contact');
  expect(textbox('Full name')).toHaveValue('');
  expect(textbox('Message')).toHaveValue('');
});

test('the site-survey request keeps its own draft, the type of work included, and drops it once sent', async () => {
  let user = open('site-survey');
  await user.type(textbox('Postcode'), 'G2 8AX');
  await user.selectOptions(combobox('Type of work'), 'Fascia signage');
  expect(stored('site-survey')).toMatchObject({ postcode: 'G2 8AX', workType: 'fascia-signage' });
  expect(stored('contact')).toBeNull();

  cleanup();
  user = open('site-survey');
  expect(textbox('Postcode')).toHaveValue('G2 8AX');
  expect(combobox('Type of work')).toHaveValue('fascia-signage');

  acceptEnquiries();
  await user.type(textbox('Full name'), 'Iain Fraser');
  await user.type(textbox('Email address'), 'iain@example.co.uk');
  await user.type(textbox('Phone number'), '07700 900123');
  await user.type(textbox('Shop address'), '45 Argyle Street, Glasgow');
  await user.click(screen.getByRole('button', { name: 'Request Survey' }));
  await screen.findByRole('heading', { name: 'Thank you for your request' });
  expect(stored('site-survey')).toBeNull();
});

test("the quote request keeps its own draft, apart from the contact form's, and drops it once sent", async () => {
  sessionStorage.setItem('clydeside-draft:contact', JSON.stringify({ name: 'On /contact' }));
  let user = open('quote');
  expect(textbox('Full name')).toHaveValue('');
  await user.type(textbox('Full name'), 'Morag Campbell');
  await user.type(textbox(/^Note/), 'Deliver to G2 8AX');
  expect(stored('quote')).toMatchObject({ name: 'Morag Campbell', message: 'Deliver to G2 8AX' });

  cleanup();
  user = open('quote');
  expect(textbox('Full name')).toHaveValue('Morag Campbell');
  expect(textbox(/^Note/)).toHaveValue('Deliver to G2 8AX');

  acceptEnquiries();
  await user.type(textbox('Email address'), 'morag@example.co.uk');
  await user.click(screen.getByRole('button', { name: 'Send quote request' }));
  await screen.findByRole('heading', { name: 'Thank you for your quote request' });
  expect(stored('quote')).toBeNull();
  expect(stored('contact')).toEqual({ name: 'On /contact' });
});

test('a draft fills only what the form does not hold already: an enquiry link keeps its words', () => {
  sessionStorage.setItem(
    'clydeside-draft:contact',
    JSON.stringify({ name: 'Morag Campbell', subject: 'general', message: 'Old words' }),
  );
  open('contact', '/contact?subject=quote&message=Hello');
  expect(textbox('Full name')).toHaveValue('Morag Campbell');
  expect(combobox('Subject')).toHaveValue('quote');
  expect(textbox('Message')).toHaveValue('Hello');
});

test('a stored draft is untrusted: only the form’s own fields, and only strings, are read back', () => {
  sessionStorage.setItem(
    'clydeside-draft:contact',
    JSON.stringify({ name: 5, email: 'morag@example.co.uk', website: 'spam', kind: 'site-survey' }),
  );
  expect(readDraft('clydeside-draft:contact', ['name', 'email'])).toEqual({
    email: 'morag@example.co.uk',
  });
  sessionStorage.setItem('clydeside-draft:contact', '{not json');
  expect(readDraft('clydeside-draft:contact', ['name'])).toEqual({});
  sessionStorage.setItem('clydeside-draft:contact', 'null');
  expect(readDraft('clydeside-draft:contact', ['name'])).toEqual({});
});
