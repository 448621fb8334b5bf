import { enquirySubjects } from '../catalogue/enquiry';
import { personFields, type FieldSpec } from './form-fields';
import type { ContactValues } from './schema';

/** The contact form's questions, in order. */
export const contactFormFields: readonly FieldSpec<keyof ContactValues>[] = [
  ...personFields({ phoneOptional: true }),
  {
    name: 'subject',
    label: 'Subject',
    type: 'select',
    placeholder: 'Choose a subject',
    options: enquirySubjects,
    half: true,
  },
  {
    name: 'message',
    label: 'Message',
    type: 'textarea',
    rows: 8,
    hint: 'For a quote, tell us the products, sizes and quantities, and where you are.',
  },
];

export const contactSubmitLabel = 'Send Message';
