import * as v from 'valibot';
import { enquirySubjects, MAX_MESSAGE_LENGTH, type Enquiry } from '../../catalogue/enquiry';
import { contactThanks } from '../../content/contact-page';
import { Field } from './form-field';
import { FormFrame } from './form-frame';
import { PersonFields } from './person-fields';
import { choice, emailAddress, fullName, optionalText, requiredText } from './form-schema';
import { ThankYouPanel } from './thank-you-panel';
import { useSentForm } from './use-sent-form';

/** The rules of SPEC.md section 5: phone is the only optional answer. */
export const contactSchema = v.object({
  fullName,
  email: emailAddress,
  phone: optionalText('Your phone number', 30),
  subject: choice(enquirySubjects, 'Choose a subject'),
  message: requiredText('Enter your message', 'Your message', MAX_MESSAGE_LENGTH),
});

const blank = { fullName: '', email: '', phone: '', subject: '', message: '' };

/** The contact form, opened with whatever enquiry the link to it carried. */
export function ContactForm({ prefill = {} }: { prefill?: Partial<Enquiry> }) {
  const { form, sent, problems, onSubmit, startAgain } = useSentForm(
    contactSchema,
    { blank, initial: { ...blank, ...prefill }, firstField: 'fullName' },
    'message',
  );
  const {
    register,
    formState: { errors },
  } = form;

  if (sent) return <ThankYouPanel copy={contactThanks} onAgain={startAgain} />;

  return (
    <FormFrame
      heading="Send us a message"
      problems={problems}
      submitLabel="Send Message"
      onSubmit={onSubmit}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} phoneOptional />
        <Field label="Subject" error={errors.subject?.message}>
          {(control) => (
            <select {...control} {...register('subject')}>
              <option value="">Choose a subject</option>
              {enquirySubjects.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        label="Message"
        hint="For a quote, tell us the products, sizes and quantities, and where you are."
        error={errors.message?.message}
      >
        {(control) => <textarea {...control} {...register('message')} rows={8} />}
      </Field>
    </FormFrame>
  );
}
