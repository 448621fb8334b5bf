import { siteSurveyThanks, surveyWorkTypes } from '../../content/contact-page';
import { siteSurveyFields } from '../../enquiries/schema';
import { Field } from './form-field';
import { FormFrame } from './form-frame';
import { PersonFields } from './person-fields';
import { ThankYouPanel } from './thank-you-panel';
import { useEnquiryForm } from './use-enquiry-form';

const blank = {
  name: '',
  email: '',
  phone: '',
  company: '',
  address: '',
  postcode: '',
  workType: '',
  preferredTimes: '',
  notes: '',
};

/** Like the contact form, but a surveyor needs to ring and to find the shop. */
export function SiteSurveyForm() {
  const { form, sent, problems, failure, onSubmit, startAgain } = useEnquiryForm(siteSurveyFields, {
    kind: 'site-survey',
    blank,
    firstField: 'name',
    subject: 'request',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (sent) return <ThankYouPanel copy={siteSurveyThanks} sent={sent} onAgain={startAgain} />;

  return (
    <FormFrame
      heading="Your details and your shop"
      kind="site-survey"
      problems={problems}
      failure={failure}
      submitting={isSubmitting}
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
