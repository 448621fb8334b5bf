import { enquirySubjects, type Enquiry } from '../../catalogue/enquiry';
import { contactThanks, quoteThanks } from '../../content/contact-page';
import { contactFields } from '../../enquiries/schema';
import type { PricedBasket } from '../../basket/priced';
import { BasketQuote, EmptyBasketOffer } from './basket-quote';
import { Field } from './form-field';
import { FormFrame } from './form-frame';
import { PersonFields } from './person-fields';
import { ThankYouPanel } from './thank-you-panel';
import { useEnquiryForm } from './use-enquiry-form';

const blank = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

type ContactFormProps = {
  prefill?: Partial<Enquiry>;
  /** Proceed to Checkout: the basket goes with the message, as a quote request. */
  basket?: PricedBasket;
};

/** The contact form, opened with whatever enquiry the link to it carried. */
export function ContactForm({ prefill = {}, basket }: ContactFormProps) {
  const quoting = basket !== undefined && basket.lines.length > 0;
  const { form, sent, problems, failure, onSubmit, startAgain } = useEnquiryForm(contactFields, {
    kind: 'contact',
    blank,
    initial: { ...blank, ...prefill },
    firstField: 'name',
    subject: 'message',
    extra: () =>
      quoting
        ? {
            lines: basket.lines.map(({ productId, options, quantity }) => ({
              productId,
              options,
              quantity,
            })),
          }
        : {},
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (sent) {
    return (
      <ThankYouPanel
        copy={sent.quote ? quoteThanks : contactThanks}
        sent={sent}
        onAgain={startAgain}
      >
        {sent.quote ? <EmptyBasketOffer /> : null}
      </ThankYouPanel>
    );
  }

  return (
    <FormFrame
      heading={quoting ? 'Request a quote for your basket' : 'Send us a message'}
      kind="contact"
      problems={problems}
      failure={failure}
      submitting={isSubmitting}
      submitLabel={quoting ? 'Send Quote Request' : 'Send Message'}
      onSubmit={onSubmit}
    >
      {quoting ? <BasketQuote basket={basket} /> : null}
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
