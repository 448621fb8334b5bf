import type { Enquiry } from '../../catalogue/enquiry';
import { contactFormFields, contactSubmitLabel } from '../../enquiries/contact-form-fields';
import { blankAnswers } from '../../enquiries/form-fields';
import { FieldList } from './field-list';
import { FormFrame } from './form-frame';
import { loadedSubmitCode } from './submit-code';
import { useEnquiryForm } from './use-enquiry-form';

const blank = blankAnswers(contactFormFields);

/** The contact form, opened with whatever enquiry the link to it carried. */
export function ContactForm({ prefill = {} }: { prefill?: Partial<Enquiry> }) {
  const { answers, errors, onAnswer, formProps, sent, problems, failure, startAgain } =
    useEnquiryForm('contact', {
      kind: 'contact',
      blank,
      initial: { ...blank, ...prefill },
      subject: 'message',
    });

  if (sent) {
    const { ThankYouPanel, AgainButton, enquiryThanks } = loadedSubmitCode();
    const copy = enquiryThanks.contact;
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
      heading="Send us a message"
      kind="contact"
      problems={problems}
      failure={failure}
      submitLabel={contactSubmitLabel}
      formProps={formProps}
    >
      <FieldList fields={contactFormFields} answers={answers} errors={errors} onAnswer={onAnswer} />
    </FormFrame>
  );
}
