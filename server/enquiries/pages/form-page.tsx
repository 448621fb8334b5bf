import { FieldControl } from '../../../app/components/form/field-control';
import { siteSurveyPage } from '../../../app/content/site-survey-page';
import { enquiryForms } from '../../../app/enquiries/enquiry-forms';
import type { FieldSpec } from '../../../app/enquiries/form-fields';
import { HONEYPOT_FIELD, type EnquiryKind, type FieldErrors } from '../../../app/enquiries/schema';
import { Document, renderDocument } from '../../html/document';

/** The page's heading: the contact form's own, the site survey page's. */
const HEADINGS: Record<EnquiryKind, string> = {
  contact: 'Send us a message',
  'site-survey': siteSurveyPage.heading,
};

/**
 * The form again, as it was sent, for a browser that posted it without JavaScript: the
 * errors beside their fields, or a notice above (too many messages, the store down),
 * and every value kept.
 */
export function formPage({
  kind,
  values,
  errors = {},
  notice,
}: {
  kind: EnquiryKind;
  values: Record<string, string>;
  errors?: FieldErrors;
  notice?: string | undefined;
}) {
  const spec = enquiryForms[kind];
  const heading = HEADINGS[kind];
  const problems = Object.entries(errors).filter(([name]) =>
    spec.fields.some((field) => field.name === name),
  );
  return renderDocument(
    <Document title={heading}>
      <h1>{heading}</h1>
      <p className="lead">Please check your answers and send again.</p>
      {notice ? (
        <p className="notice" role="alert">
          {notice}
        </p>
      ) : problems.length > 0 ? (
        <div className="notice" role="alert">
          <p className="flush">
            Your {kind === 'contact' ? 'message' : 'request'} has not been sent:{' '}
            {problems.length === 1 ? '1 answer needs' : `${problems.length} answers need`}{' '}
            correcting.
          </p>
          <ul>
            {problems.map(([name, message]) => (
              <li key={name}>
                <a href={`#field-${name}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form action="/api/enquiries" method="post" noValidate>
        <input type="hidden" name="kind" value={kind} />
        {values.lines ? <input type="hidden" name="lines" value={values.lines} /> : null}
        <div className="trap" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <p className="note">All fields are required unless marked optional.</p>
        {spec.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
          />
        ))}
        <div className="actions">
          <button className="button" type="submit">
            {spec.submitLabel}
          </button>
        </div>
      </form>
    </Document>,
  );
}

/** One question as the app's form asks it (app/enquiries/form-fields.ts), without script. */
function Field({
  field,
  value,
  error,
}: {
  field: FieldSpec;
  value: string;
  error: string | undefined;
}) {
  const id = `field-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    name: field.name,
    'aria-required': field.optional ? undefined : (true as const),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
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
        <p className="hint" id={hintId}>
          {field.hint}
        </p>
      ) : null}
      <FieldControl field={field} {...control} defaultValue={value} />
      {error ? (
        <p className="error" id={errorId}>
          Error: {error}
        </p>
      ) : null}
    </div>
  );
}
