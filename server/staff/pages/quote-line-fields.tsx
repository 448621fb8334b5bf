import { formatPrice } from '../../../app/catalogue/money';
import type { DraftErrors, LineValues } from '../draft-form';
import { MAX_DESCRIPTION, MAX_LEAD_TIME } from '../draft-form';
import { TextField } from './form-parts';

export const BLANK_LINE: LineValues = {
  description: '',
  quantity: '1',
  price: '',
  leadTime: '',
  productId: '',
  options: '',
  construction: false,
};

/**
 * One line of the quote editor. Its fields are named by its place (line-2-quantity), as
 * the form reader (draft-form.ts) reads them; a new line has no "Remove" (leaving
 * it blank is enough) and no total yet. `total` is the server's figure for the line as
 * typed, or undefined while the line has a problem.
 */
export function LineFields({
  index,
  values,
  errors,
  total,
  isNew,
}: {
  index: number;
  values: LineValues;
  errors: DraftErrors;
  total: number | undefined;
  isNew: boolean;
}) {
  const id = (part: string) => `line-${index}-${part}`;
  // " (line 2)": a name read out the same whether or not the hidden text starts a new box.
  const suffix = ` (line ${index + 1})`;
  return (
    <fieldset className="line" id={id('fields')}>
      <legend>{isNew ? `Line ${index + 1} (new)` : `Line ${index + 1}`}</legend>
      <input type="hidden" name={id('product')} value={values.productId} />
      <input type="hidden" name={id('options')} value={values.options} />
      <div className="line-fields">
        <TextField
          id={id('description')}
          label="Description"
          suffix={suffix}
          value={values.description}
          error={errors[id('description')]}
          maxLength={MAX_DESCRIPTION}
          className="line-description"
          wraps
        />
        <TextField
          id={id('quantity')}
          label="Quantity"
          suffix={suffix}
          value={values.quantity}
          error={errors[id('quantity')]}
          inputMode="numeric"
        />
        <TextField
          id={id('price')}
          label="Unit price ex VAT (£)"
          suffix={suffix}
          value={values.price}
          error={errors[id('price')]}
          inputMode="decimal"
        />
        <TextField
          id={id('lead')}
          label="Lead time"
          suffix={suffix}
          value={values.leadTime}
          error={errors[id('lead')]}
          maxLength={MAX_LEAD_TIME}
          wraps
        />
      </div>
      {isNew ? (
        <p className="hint">
          Fill in a description and a price to add this line; leave it blank to skip it.
        </p>
      ) : null}
      <label className="check">
        <input
          type="checkbox"
          name={id('construction')}
          value="1"
          defaultChecked={values.construction}
          aria-describedby="construction-hint"
        />
        Construction work (fitting, and goods fitted with it)
        <span className="sr-only">{suffix}</span>
      </label>
      <div className="line-foot">
        <p className="flush">
          Line total ex VAT:{' '}
          <strong data-line-total>{total === undefined ? '—' : formatPrice(total)}</strong>
        </p>
        {isNew ? null : (
          <label className="check">
            <input type="checkbox" name={id('remove')} value="1" />
            Remove this line<span className="sr-only">{suffix}</span>
          </label>
        )}
      </div>
    </fieldset>
  );
}
