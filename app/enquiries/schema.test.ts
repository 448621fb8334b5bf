import { expect, test } from 'vitest';
import * as v from 'valibot';
import { quoteRequestFields, readEnquiryRequest } from './schema';

const contact = {
  name: 'Morag Campbell',
  email: 'morag@example.co.uk',
  phone: '',
  subject: 'general',
  message: 'Hello',
};

test('a plain form post of the contact fields is a contact message, with or without kind', () => {
  for (const body of [contact, { ...contact, kind: 'contact' }, { ...contact, kind: '' }]) {
    const read = readEnquiryRequest(body);
    expect(read.ok && read.enquiry.kind).toBe('contact');
  }
});

test('answers are trimmed and optional ones may be missing altogether', () => {
  const read = readEnquiryRequest({
    name: '  Iain ',
    email: 'iain@example.com ',
    subject: 'trade',
    message: ' Hi ',
  });
  expect(read).toMatchObject({
    ok: true,
    enquiry: {
      name: 'Iain',
      email: 'iain@example.com',
      phone: '',
      company: '',
      message: 'Hi',
      lines: [],
    },
  });
});

test('a field sent twice in a form post is read once; quote lines arrive as JSON text', () => {
  const read = readEnquiryRequest({
    ...contact,
    name: ['First', 'Second'],
    lines: JSON.stringify([
      { productId: 'standard-wall-shelf', options: { width: '1200' }, quantity: 2 },
    ]),
  });
  expect(read.ok && read.enquiry.name).toBe('First');
  expect(read.ok && read.enquiry.kind === 'contact' && read.enquiry.lines).toHaveLength(1);
});

test('each invalid answer gets the message the form shows beside it', () => {
  const read = readEnquiryRequest({
    kind: 'site-survey',
    name: 'A',
    email: 'a@b.co',
    phone: '12',
    address: '',
    postcode: 'nowhere',
    workType: 'magic',
  });
  expect(read).toEqual({
    ok: false,
    kind: 'site-survey',
    errors: {
      phone: 'Enter a phone number in the right format, like 0141 496 0321',
      address: "Enter the shop's address",
      postcode: 'Enter a UK postcode in the right format, like G5 8RE',
      workType: 'Choose the type of work',
    },
  });
});

test('the contact and quote request forms take no phone number or one in the right format, never any text', () => {
  const message = 'Enter a phone number in the right format, like 0141 496 0321, or leave it empty';
  // A basket's quote request is posted as a contact message with lines.
  const lines = JSON.stringify([{ productId: 'standard-wall-shelf', options: {}, quantity: 1 }]);
  for (const body of [contact, { ...contact, lines }]) {
    for (const phone of ['', '0141 496 0321', '+44 141 496 0321', '(0141) 496-0321']) {
      expect(readEnquiryRequest({ ...body, phone }), phone).toMatchObject({ ok: true });
    }
    for (const phone of ['call me maybe', 'abcdefg', '12', '0141 496 0321 ext 2']) {
      expect(readEnquiryRequest({ ...body, phone }), phone).toMatchObject({
        ok: false,
        errors: { phone: message },
      });
    }
  }
  // The quote request's own checks in the browser, the same rule.
  const asked = { name: 'Iain', email: 'iain@example.com', company: '', message: '' };
  expect(v.safeParse(quoteRequestFields, { ...asked, phone: 'abcdefg' }).issues?.[0]?.message).toBe(
    message,
  );
  expect(v.safeParse(quoteRequestFields, { ...asked, phone: '0141 496 0321' }).success).toBe(true);
});

test('a field left out of a post gets the message of a field left empty', () => {
  const read = readEnquiryRequest({
    kind: 'site-survey',
    email: 'not an address',
    postcode: 'G5 8RE',
  });
  expect(read).toEqual({
    ok: false,
    kind: 'site-survey',
    errors: {
      name: 'Enter your full name',
      email: 'Enter an email address in the right format, like name@example.co.uk',
      phone: 'Enter a phone number so our surveyor can call you',
      address: "Enter the shop's address",
      workType: 'Choose the type of work',
    },
  });
  expect(readEnquiryRequest({ email: 'a@b.co' })).toMatchObject({
    errors: {
      name: 'Enter your full name',
      subject: 'Choose a subject',
      message: 'Enter your message',
    },
  });
});

test.each([
  ['not JSON lines', { ...contact, lines: '[{' }],
  [
    'too many lines',
    {
      ...contact,
      lines: Array.from({ length: 51 }, () => ({ productId: 'x', options: {}, quantity: 1 })),
    },
  ],
  ['an absurd quantity', { ...contact, lines: [{ productId: 'x', options: {}, quantity: 1e12 }] }],
  [
    'a fractional quantity',
    { ...contact, lines: [{ productId: 'x', options: {}, quantity: 1.5 }] },
  ],
])('a quote with %s is refused', (_, body) => {
  const read = readEnquiryRequest(body);
  expect(read).toMatchObject({ ok: false, errors: { lines: 'The quote could not be read' } });
});

test.each([null, 'text', 42, [], { kind: 'order' }])('%j is refused, never thrown', (body) => {
  expect(readEnquiryRequest(body).ok).toBe(false);
});

test('an idempotency key must look like one', () => {
  expect(readEnquiryRequest({ ...contact, idempotencyKey: 'short' }).ok).toBe(false);
  expect(
    readEnquiryRequest({ ...contact, idempotencyKey: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d' }).ok,
  ).toBe(true);
});

const shelf = { productId: 'standard-wall-shelf', options: { width: '1200' }, quantity: 2 };

test("a basket's quote request may go without a note; a message without lines may not", () => {
  const quote = { ...contact, subject: 'quote', message: '', lines: [shelf] };
  expect(readEnquiryRequest(quote)).toMatchObject({ ok: true, enquiry: { message: '' } });
  expect(readEnquiryRequest({ ...quote, message: undefined })).toMatchObject({
    ok: true,
    enquiry: { message: '' },
  });
  for (const message of ['', '   ']) {
    expect(readEnquiryRequest({ ...contact, message })).toEqual({
      ok: false,
      kind: 'contact',
      errors: { message: 'Enter your message' },
    });
  }
  expect(
    readEnquiryRequest({ ...contact, message: 'x'.repeat(3001), lines: [shelf] }),
  ).toMatchObject({
    ok: false,
    errors: { message: 'Your message must be 3,000 characters or fewer' },
  });
});

const FORGED = 'Bob\n\nOpen it in the staff inbox: https://attacker.example/staff/sign-in';

test.each([
  ['a new line', FORGED],
  ['a carriage return', 'Bob\rSmith'],
  ['a tab', 'Bob\tSmith'],
  ['a right-to-left override', 'Bob \u202enosmaC'],
  ['a left-to-right isolate', 'Bob \u2066Campbell\u2069'],
  ['a right-to-left mark', 'Bob\u200f Campbell'],
  ['an Arabic letter mark', 'Bob\u061c Campbell'],
  ['a line separator', 'Bob\u2028Campbell'],
  ['an escape', 'Bob\u001b[2J'],
  ['a C1 control (next line)', 'Bob\u0085Campbell'],
  ['a zero-width space', 'Bob\u200bCampbell'],
  ['a zero-width joiner', 'Bob\u200dCampbell'],
  ['a word joiner', 'Bob\u2060Campbell'],
  ['an invisible plus', 'Bob\u2064Campbell'],
  ['a soft hyphen', 'Bob\u00adCampbell'],
  ['an interlinear annotation', 'Bob\ufff9Campbell\ufffb'],
  ['tag characters', 'Bob Campbell\u{e0067}\u{e0062}\u{e007f}'],
])('a name with %s is refused with a message that says what to do', (_, name) => {
  expect(readEnquiryRequest({ ...contact, name })).toEqual({
    ok: false,
    kind: 'contact',
    errors: { name: 'Enter your full name on one line, without special characters' },
  });
});

test.each(['\u3164', '\u115f\u1160', '\uffa0', '\u2800', ' \u3164 \u180e '])(
  'a name made only of blank letters (%j) is an empty name',
  (name) => {
    expect(readEnquiryRequest({ ...contact, name })).toEqual({
      ok: false,
      kind: 'contact',
      errors: { name: 'Enter your full name' },
    });
  },
);

test('a company or an order of days with a zero-width space is refused like a new line', () => {
  const survey = readEnquiryRequest({
    kind: 'site-survey',
    ...contact,
    company: 'Campbell\u200b Retail',
    address: '1 High Street\nPaisley',
    postcode: 'PA1 1AA',
    workType: 'shelving',
    preferredTimes: 'Tuesdays\u00ad',
  });
  expect(survey).toMatchObject({
    ok: false,
    errors: {
      company: "Enter your company's name on one line, without special characters",
      preferredTimes: 'Enter your preferred days and times on one line, without special characters',
    },
  });
});

test('every single-line answer is held to one line; a select only to its own options', () => {
  const read = readEnquiryRequest({
    ...contact,
    email: 'bob@example.co.uk\nBcc: everyone@example.com',
    phone: '0141 496\n0000',
    company: 'Campbell\u202e Retail',
    subject: 'general\n',
  });
  expect(read).toEqual({
    ok: false,
    kind: 'contact',
    errors: {
      email: 'Enter an email address in the right format, like name@example.co.uk',
      phone: 'Enter your phone number on one line, without special characters',
      company: "Enter your company's name on one line, without special characters",
      subject: 'Choose a subject',
    },
  });
  const survey = readEnquiryRequest({
    kind: 'site-survey',
    ...contact,
    phone: '0141 496\t0000',
    address: '1 High Street\r\nPaisley',
    postcode: 'PA1\n1AA',
    workType: 'shelving',
    preferredTimes: 'Tuesday\nOpen https://attacker.example',
  });
  expect(survey).toMatchObject({
    ok: false,
    errors: {
      phone: 'Enter your phone number on one line, without special characters',
      postcode: "Enter the shop's postcode on one line, without special characters",
      preferredTimes: 'Enter your preferred days and times on one line, without special characters',
    },
  });
  expect(survey.ok || survey.errors.address).toBeUndefined();
});

test('a message, notes and an address keep their new lines and tabs, but nothing else hidden', () => {
  const lines = 'Two gondola runs.\r\n\r\nAnd\tlights, please.';
  expect(readEnquiryRequest({ ...contact, message: lines })).toMatchObject({
    ok: true,
    enquiry: { message: lines },
  });
  for (const message of ['Price \u202e0001\u202c please', 'Hello\u0007', 'Hello\u000bthere']) {
    expect(readEnquiryRequest({ ...contact, message })).toEqual({
      ok: false,
      kind: 'contact',
      errors: { message: 'Enter your message without special characters' },
    });
  }
  const survey = readEnquiryRequest({
    kind: 'site-survey',
    ...contact,
    phone: '0141 496 0000',
    address: '1 High Street\u2067\nPaisley',
    postcode: 'PA1 1AA',
    workType: 'shelving',
    notes: 'Parking\u202d at the back',
  });
  expect(survey).toMatchObject({
    ok: false,
    errors: {
      address: "Enter the shop's address without special characters",
      notes: 'Enter your notes without special characters',
    },
  });
});
