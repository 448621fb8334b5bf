import { FieldControl } from '../../../app/components/form/field-control';
import type { FieldSpec } from '../../../app/enquiries/form-fields';
import { DECLARATION_CHOICES } from '../../sales/declaration';
import { ANSWER_FIELDS, type AnswerErrors, type AnswerValues } from '../answer-form';

/** The id of a form's field: each answer's form has its own, as all three share a page. */
export function fieldId(form: string, name: string) {
  return `${form}-${name}`;
}

/** The ids a control is described by: its hint and its error, when it has them. */
function describedBy(id: string, hint: boolean, error: boolean) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="error" id={`${id}-error`}>
      Error: {error}
    </p>
  ) : null;
}

/** One question, without script: the typed value kept and its error beside it. */
export function AnswerField({
  form,
  field,
  value,
  error,
}: {
  form: string;
  field: FieldSpec;
  value: string;
  error: string | undefined;
}) {
  const id = fieldId(form, field.name);
  return (
    <div className="field">
      <label htmlFor={id}>
        {field.label}
        {field.optional ? (
          <>
            {' '}
            <span className="note">(optional)</span>
          </>
        ) : null}
      </label>
      {field.hint ? (
        <p className="hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      ) : null}
      <FieldControl
        field={field}
        id={id}
        name={field.name}
        defaultValue={value}
        aria-required={field.optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(field.hint), Boolean(error)) || undefined}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** The tick that says the customer accepts the terms printed above the form. */
export function TermsTick({
  form,
  checked,
  error,
}: {
  form: string;
  checked: boolean;
  error: string | undefined;
}) {
  const id = fieldId(form, 'terms');
  return (
    <div className="field">
      <div className="quote-tick">
        <input
          type="checkbox"
          id={id}
          name="terms"
          value="yes"
          defaultChecked={checked}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>I accept the terms above</label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/**
 * The declaration a quote with construction work asks for (HMRC's domestic reverse charge):
 * three choices, and a contractor's VAT number. Kept with the acceptance as the customer's
 * written notice.
 */
export function DeclarationFields({
  values,
  errors,
}: {
  values: AnswerValues;
  errors: AnswerErrors;
}) {
  const id = fieldId('accept', 'declaration');
  return (
    <>
      <fieldset
        className="field quote-choices"
        aria-describedby={describedBy(id, true, Boolean(errors.declaration))}
      >
        <legend>Construction work: which describes your business?</legend>
        <p className="hint" id={`${id}-hint`}>
          Lines marked as construction work fall under the VAT domestic reverse charge when you are
          a VAT- and CIS-registered contractor who sells the work on: we then charge no VAT on them
          and you account for it to HMRC. Otherwise VAT is charged as usual.
        </p>
        <ErrorText id={id} error={errors.declaration} />
        {DECLARATION_CHOICES.map((choice) => (
          <div className="quote-tick" key={choice.kind}>
            <input
              type="radio"
              id={`${id}-${choice.kind}`}
              name="declaration"
              value={choice.kind}
              defaultChecked={values.declaration === choice.kind}
            />
            <label htmlFor={`${id}-${choice.kind}`}>{choice.label}</label>
          </div>
        ))}
      </fieldset>
      <AnswerField
        form="accept"
        field={ANSWER_FIELDS.vatNumber}
        value={values.vatNumber}
        error={errors.vatNumber}
      />
    </>
  );
}
