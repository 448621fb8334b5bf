import type { Enquiry } from '../../catalogue/enquiry';
import { contactThanks, quoteThanks } from '../../content/contact-page';
import { contactFormFields, contactSubmitLabel } from '../../enquiries/contact-form-fields';
import { blankAnswers } from '../../enquiries/form-fields';
import { contactFields } from '../../enquiries/schema';
import type { PricedBasket } from '../../basket/priced';
import { BasketQuote, EmptyBasketOffer } from './basket-quote';
import { FieldList } from './field-list';
import { FormFrame } from './form-frame';
import { ThankYouPanel } from './thank-you-panel';
import { useEnquiryForm } from './use-enquiry-form';

const blank = blankAnswers(contactFormFields);

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
      submitLabel={quoting ? 'Send Quote Request' : contactSubmitLabel}
      onSubmit={onSubmit}
    >
      {quoting ? <BasketQuote basket={basket} /> : null}
      <FieldList fields={contactFormFields} register={register} errors={errors} />
    </FormFrame>
  );
}
