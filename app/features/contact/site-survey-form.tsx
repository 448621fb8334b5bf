import { siteSurveyThanks } from '../../content/contact-page';
import { blankAnswers } from '../../enquiries/form-fields';
import {
  siteSurveyFormFields,
  siteSurveySubmitLabel,
} from '../../enquiries/site-survey-form-fields';
import { siteSurveyFields } from '../../enquiries/schema';
import { FieldList } from './field-list';
import { FormFrame } from './form-frame';
import { AgainButton, ThankYouPanel } from './thank-you-panel';
import { useEnquiryForm } from './use-enquiry-form';

const blank = blankAnswers(siteSurveyFormFields);

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

  if (sent) {
    return (
      <ThankYouPanel
        copy={siteSurveyThanks}
        sent={sent}
        action={<AgainButton label={siteSurveyThanks.again} onAgain={startAgain} />}
      />
    );
  }

  return (
    <FormFrame
      heading="Your details and your shop"
      kind="site-survey"
      problems={problems}
      failure={failure}
      submitting={isSubmitting}
      submitLabel={siteSurveySubmitLabel}
      onSubmit={onSubmit}
    >
      <FieldList fields={siteSurveyFormFields} register={register} errors={errors} />
    </FormFrame>
  );
}
