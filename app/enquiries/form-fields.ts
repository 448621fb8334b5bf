// How an enquiry form's questions are written down, in order: the one definition the
// app's forms and the server's forms for a browser without JavaScript render from, so
// both ask in the same words, with the same autofill names and hints.
// Each form's list is a module of its own (contact-form-fields.ts,
// site-survey-form-fields.ts), so a page loads only its own form's words.

/**
 * Hidden from people; a bot that fills every field fills this one too. Here, not in the
 * schema, so that the forms name it without loading the checks (schema.ts re-exports it).
 */
export const HONEYPOT_FIELD = 'website';

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
export function personFields({
  phoneOptional,
}: {
  phoneOptional: boolean;
}): FieldSpec<PersonName>[] {
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

/** The form with every answer empty: what it opens with, and is cleared to once sent. */
export function blankAnswers<Name extends string>(
  fields: readonly FieldSpec<Name>[],
): Record<Name, string> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;
}
