import * as v from 'valibot';
import { siteSurveyThanks, surveyWorkTypes } from '../../content/contact-page';
import { Field } from './form-field';
import { FormFrame } from './form-frame';
import { PersonFields } from './person-fields';
import {
  choice,
  emailAddress,
  fullName,
  optionalText,
  phoneNumber,
  requiredText,
  ukPostcode,
} from './form-schema';
import { ThankYouPanel } from './thank-you-panel';
import { useSentForm } from './use-sent-form';

/** Like the contact form, but a surveyor needs to ring and to find the shop. */
export const siteSurveySchema = v.object({
  fullName,
  email: emailAddress,
  phone: phoneNumber,
  address: requiredText("Enter the shop's address", 'The address', 300),
  postcode: ukPostcode,
  workType: choice(surveyWorkTypes, 'Choose the type of work'),
  preferredTimes: optionalText('Preferred days and times', 300),
  notes: optionalText('Your notes', 2000),
});

const blank = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  postcode: '',
  workType: '',
  preferredTimes: '',
  notes: '',
};

export function SiteSurveyForm() {
  const { form, sent, problems, onSubmit, startAgain } = useSentForm(
    siteSurveySchema,
    { blank, firstField: 'fullName' },
    'request',
  );
  const {
    register,
    formState: { errors },
  } = form;

  if (sent) return <ThankYouPanel copy={siteSurveyThanks} onAgain={startAgain} />;

  return (
    <FormFrame
      heading="Your details and your shop"
      problems={problems}
      submitLabel="Request Survey"
      onSubmit={onSubmit}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} />
        <Field label="Type of work" error={errors.workType?.message}>
          {(control) => (
            <select {...control} {...register('workType')}>
              <option value="">Choose the type of work</option>
              {surveyWorkTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Shop address" error={errors.address?.message}>
        {(control) => (
          <textarea {...control} {...register('address')} rows={3} autoComplete="street-address" />
        )}
      </Field>
      <div className="sm:w-1/2 sm:pr-3">
        <Field label="Postcode" error={errors.postcode?.message}>
          {(control) => (
            <input
              {...control}
              {...register('postcode')}
              type="text"
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
      <Field
        label="Preferred days and times"
        optional
        hint="For example: Tuesday or Wednesday mornings, before 10am."
        error={errors.preferredTimes?.message}
      >
        {(control) => <input {...control} {...register('preferredTimes')} type="text" />}
      </Field>
      <Field
        label="Notes"
        optional
        hint="What you have in mind, access or parking, or anything the surveyor should know."
        error={errors.notes?.message}
      >
        {(control) => <textarea {...control} {...register('notes')} rows={5} />}
      </Field>
    </FormFrame>
  );
}
