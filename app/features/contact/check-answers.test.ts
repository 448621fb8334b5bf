import { expect, test } from 'vitest';
import { contactFields, siteSurveyFields } from '../../enquiries/schema';
import { checkAnswers } from './check-answers';
import { describeProblems, firstInError } from './enquiry-outcome';

const blankSurvey = {
  name: '',
  email: '',
  phone: '',
  company: '',
  workType: '',
  address: '',
  postcode: '',
  preferredTimes: '',
  notes: '',
};

test("right answers give the schema's output, as the server reads it: trimmed", () => {
  expect(
    checkAnswers(contactFields, {
      name: '  Morag Campbell ',
      email: ' morag@example.co.uk ',
      phone: '',
      company: '',
      subject: 'general',
      message: 'Hello\n',
    }),
  ).toEqual({
    ok: true,
    output: {
      name: 'Morag Campbell',
      email: 'morag@example.co.uk',
      phone: '',
      company: '',
      subject: 'general',
      message: 'Hello',
    },
  });
});

test("each wrong answer gets its first problem, in the schema's order", () => {
  const checked = checkAnswers(siteSurveyFields, { ...blankSurvey, postcode: 'ARGYLE' });
  expect(checked).toEqual({
    ok: false,
    errors: {
      name: 'Enter your full name',
      email: 'Enter your email address',
      phone: 'Enter a phone number so our surveyor can call you',
      address: "Enter the shop's address",
      postcode: 'Enter a UK postcode in the right format, like G5 8RE',
      workType: 'Choose the type of work',
    },
  });
  if (checked.ok) return;
  // The summary reads them in that order; focus goes to the first in the form's order.
  expect(describeProblems(checked.errors, 'request')).toBe(
    "Your request has not been sent: 6 answers need correcting. Enter your full name. Enter your email address. Enter a phone number so our surveyor can call you. Enter the shop's address. Enter a UK postcode in the right format, like G5 8RE. Choose the type of work.",
  );
  expect(firstInError(['company', 'workType', 'address', 'postcode'], checked.errors)).toBe(
    'workType',
  );
});

test('one problem is one answer; a field without a message is not counted', () => {
  expect(describeProblems({ email: 'Enter your email address', name: undefined }, 'message')).toBe(
    'Your message has not been sent: 1 answer needs correcting. Enter your email address.',
  );
  expect(firstInError(['name', 'email'], {})).toBeUndefined();
});
