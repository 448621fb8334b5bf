import { enquirySubjects } from '../catalogue/enquiry';
import { surveyWorkTypes } from '../content/contact-page';
import type { ContactValues, EnquiryKind, SiteSurveyValues } from './schema';

/**
 * The questions of each enquiry form, in order: the one definition the app's forms
 * (react-hook-form) and the server's forms for a browser without JavaScript render from,
 * so both ask in the same words, with the same autofill names and the same hints.
 */
type Common<Name extends string> = {
  /** The control's `name`: the schema's field, and the plain form post's. */
  name: Name;
  label: string;
  /** Optional fields say so in their label; the others are required. */
  optional?: boolean;
  hint?: string;
  /** One of two columns on a wider screen; a field takes the whole row otherwise. */
  half?: boolean;
};

export type InputSpec<Name extends string = string> = Common<Name> & {
  type: 'text' | 'email' | 'tel';
  autoComplete?: string;
  autoCapitalize?: 'characters';
  spellCheck?: false;
};

export type SelectSpec<Name extends string = string> = Common<Name> & {
  type: 'select';
  /** The empty first choice, which the schema refuses: "Choose a subject". */
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

export type TextareaSpec<Name extends string = string> = Common<Name> & {
  type: 'textarea';
  rows: number;
  autoComplete?: string;
};

export type FieldSpec<Name extends string = string> =
  InputSpec<Name> | SelectSpec<Name> | TextareaSpec<Name>;

type PersonName = 'name' | 'email' | 'phone' | 'company';

/** Who is writing and how to reach them: every form asks this first. */
function personFields({ phoneOptional }: { phoneOptional: boolean }): FieldSpec<PersonName>[] {
  return [
    { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name', half: true },
    {
      name: 'email',
      label: 'Email address',
      type: 'email',
      autoComplete: 'email',
      spellCheck: false,
      half: true,
    },
    {
      name: 'phone',
      label: 'Phone number',
      type: 'tel',
      autoComplete: 'tel',
      // The contact form can do without a phone number; a surveyor cannot.
      optional: phoneOptional,
      half: true,
    },
    {
      name: 'company',
      label: 'Company',
      type: 'text',
      autoComplete: 'organization',
      optional: true,
      half: true,
    },
  ];
}

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

export const siteSurveyFormFields: readonly FieldSpec<keyof SiteSurveyValues>[] = [
  ...personFields({ phoneOptional: false }),
  {
    name: 'workType',
    label: 'Type of work',
    type: 'select',
    placeholder: 'Choose the type of work',
    options: surveyWorkTypes,
    half: true,
  },
  {
    name: 'address',
    label: 'Shop address',
    type: 'textarea',
    rows: 3,
    autoComplete: 'street-address',
  },
  {
    name: 'postcode',
    label: 'Postcode',
    type: 'text',
    autoComplete: 'postal-code',
    autoCapitalize: 'characters',
    spellCheck: false,
    half: true,
  },
  {
    name: 'preferredTimes',
    label: 'Preferred days and times',
    type: 'text',
    optional: true,
    hint: 'For example: Tuesday or Wednesday mornings, before 10am.',
  },
  {
    name: 'notes',
    label: 'Notes',
    type: 'textarea',
    rows: 5,
    optional: true,
    hint: 'What you have in mind, access or parking, or anything the surveyor should know.',
  },
];

/** Each form's questions and its send button, by the `kind` it posts. */
export const enquiryForms: Record<
  EnquiryKind,
  { fields: readonly FieldSpec[]; submitLabel: string }
> = {
  contact: { fields: contactFormFields, submitLabel: 'Send Message' },
  'site-survey': { fields: siteSurveyFormFields, submitLabel: 'Request Survey' },
};

/** The form with every answer empty: what it opens with, and is cleared to once sent. */
export function blankAnswers<Name extends string>(
  fields: readonly FieldSpec<Name>[],
): Record<Name, string> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;
}
