import { renderDocument } from '../../html/document';
import type { ColumnAnswers, ColumnProblems } from '../statement-columns';
import { ErrorSummary } from './form-parts';
import { Csrf, StaffDocument, type Staff } from './layout';
import { FILE_FORM, Statement } from './statement-pages';
import { urls } from '../../urls';

/**
 * Which column of the bank's export is which, asked the first time a bank's statement is
 * uploaded (and whenever staff choose again): the date, the reference's columns, and the
 * money as one signed column or as paid in and paid out, each from the file's own header.
 */
export function columnsPage({
  staff,
  text,
  header,
  answers,
  problems = {},
}: {
  staff: Staff;
  text: string;
  header: readonly string[];
  answers: ColumnAnswers;
  problems?: ColumnProblems;
}) {
  const list = Object.entries(problems).map(([target, message]) => ({
    target: target === 'amountStyle' ? 'amountStyle-signed' : target,
    text: message,
  }));
  const select = (id: 'date' | 'amount' | 'paidIn' | 'paidOut', label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {problems[id] ? (
        <p className="error" id={`${id}-error`}>
          {problems[id]}
        </p>
      ) : null}
      <select
        id={id}
        name={id}
        defaultValue={answers[id]}
        aria-invalid={problems[id] ? true : undefined}
        aria-describedby={problems[id] ? `${id}-error` : undefined}
      >
        <option value="">Choose a column</option>
        {header.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
  return renderDocument(
    <StaffDocument title="Bank statement: its columns" staff={staff}>
      <p>
        <a href={urls.staff.statements.href()}>Upload another statement</a>
      </p>
      <h1>Which column is which</h1>
      <p className="lead">
        Say once what this bank’s columns hold; statements from it are read the same way from then
        on.
      </p>
      <ErrorSummary heading="Not read: there is a problem" problems={list} />
      <form {...FILE_FORM} action={urls.staff.statementColumns.href()} noValidate>
        <Csrf staff={staff} />
        <Statement text={text} />
        {select('date', 'Date')}
        <fieldset className="choices" id="description">
          <legend>The payer’s reference (tick each column it may be in)</legend>
          {problems.description ? (
            <p className="error" id="description-error">
              {problems.description}
            </p>
          ) : null}
          {header.map((name) => (
            <label className="check" key={name}>
              <input
                type="checkbox"
                name="description"
                value={name}
                defaultChecked={answers.description.includes(name)}
                aria-describedby={problems.description ? 'description-error' : undefined}
              />
              {name}
            </label>
          ))}
        </fieldset>
        <fieldset className="choices">
          <legend>The money</legend>
          {problems.amountStyle ? (
            <p className="error" id="amountStyle-error">
              {problems.amountStyle}
            </p>
          ) : null}
          {(
            [
              ['signed', 'One column: money in above 0, money out below'],
              ['split', 'Two columns: paid in, and paid out'],
            ] as const
          ).map(([style, label]) => (
            <label className="check" key={style}>
              <input
                type="radio"
                id={`amountStyle-${style}`}
                name="amountStyle"
                value={style}
                defaultChecked={answers.amountStyle === style}
                aria-describedby={problems.amountStyle ? 'amountStyle-error' : undefined}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {select('amount', 'Amount (one column)')}
        {select('paidIn', 'Paid in (two columns)')}
        {select('paidOut', 'Paid out (two columns)')}
        <div className="actions">
          <button className="button" type="submit">
            Keep these columns and read the statement
          </button>
        </div>
      </form>
    </StaffDocument>,
  );
}
