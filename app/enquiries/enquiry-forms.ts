import { contactFormFields, contactSubmitLabel } from './contact-form-fields';
import type { FieldSpec } from './form-fields';
import type { EnquiryKind } from './schema';
import { siteSurveyFormFields, siteSurveySubmitLabel } from './site-survey-form-fields';

/** Each form's questions and its send button, by the `kind` it posts. */
export const enquiryForms: Record<
  EnquiryKind,
  { fields: readonly FieldSpec[]; submitLabel: string }
> = {
  contact: { fields: contactFormFields, submitLabel: contactSubmitLabel },
  'site-survey': { fields: siteSurveyFormFields, submitLabel: siteSurveySubmitLabel },
};
