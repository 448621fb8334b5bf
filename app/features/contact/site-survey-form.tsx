import { blankAnswers } from '../../enquiries/form-fields';
import {
  siteSurveyFormFields,
  siteSurveySubmitLabel,
} from '../../enquiries/site-survey-form-fields';
import { FieldList } from './field-list';
import { FormFrame } from './form-frame';
import { loadedSubmitCode } from './submit-code';
import { useEnquiryForm } from './use-enquiry-form';

const blank = blankAnswers(siteSurveyFormFields);

/** Like the contact form, but a surveyor needs to ring and to find the shop. */
export function SiteSurveyForm() {
  const { answers, errors, onAnswer, formProps, sent, problems, failure, startAgain } =
    useEnquiryForm('siteSurvey', {
      kind: 'site-survey',
      blank,
      subject: 'request',
    });

  if (sent) {
    const { ThankYouPanel, AgainButton, enquiryThanks } = loadedSubmitCode();
    const copy = enquiryThanks.siteSurvey;
    return (
      <ThankYouPanel
        copy={copy}
        sent={sent}
        action={<AgainButton label={copy.again} onAgain={startAgain} />}
      />
    );
  }

  return (
    <FormFrame
      heading="Your details and your shop"
      kind="site-survey"
      problems={problems}
      failure={failure}
      submitLabel={siteSurveySubmitLabel}
      formProps={formProps}
    >
      <FieldList
        fields={siteSurveyFormFields}
        answers={answers}
        errors={errors}
        onAnswer={onAnswer}
      />
    </FormFrame>
  );
}
