import * as v from 'valibot';
import { expect, test } from 'vitest';
import { contactFormFields } from './contact-form-fields';
import { enquiryForms } from './enquiry-forms';
import { quoteRequestFormFields } from './quote-request-form-fields';
import { siteSurveyFormFields } from './site-survey-form-fields';
import { contactFields, quoteRequestFields, siteSurveyFields } from './schema';

const forms = [
  ['contact', contactFormFields, contactFields],
  ['site-survey', siteSurveyFormFields, siteSurveyFields],
  ['quote request', quoteRequestFormFields, quoteRequestFields],
] as const;

test.each(forms)(
  'the %s form asks every question its schema checks, and no other',
  (_, fields, schema) => {
    expect(fields.map(({ name }) => name).sort()).toEqual(Object.keys(schema.entries).sort());
  },
);

test.each(forms)(
  'a question of the %s form marked optional is one its schema lets be left empty',
  (_, fields, schema) => {
    const entries: Record<string, v.GenericSchema> = schema.entries;
    for (const field of fields) {
      const entry = entries[field.name] ?? v.never();
      expect(v.safeParse(entry, '').success, field.name).toBe(field.optional === true);
    }
  },
);

test('each form is listed under the kind it posts', () => {
  expect(enquiryForms.contact.fields).toBe(contactFormFields);
  expect(enquiryForms['site-survey'].fields).toBe(siteSurveyFormFields);
});
