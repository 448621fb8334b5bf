import { surveyWorkTypes } from '../content/survey-work-types';
import { personFields, type FieldSpec } from './form-fields';
import type { SiteSurveyValues } from './schema';

/** The site survey form's questions, in order. */
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

export const siteSurveySubmitLabel = 'Request Survey';
