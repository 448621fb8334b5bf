import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { PricedBasket } from '../../basket/priced';
import { sharedBasketPath } from '../../basket/shared';

/**
 * "Share basket": a link holding the lines (ids, options, quantities; never prices),
 * copied where the browser allows it and always shown, so it can be copied by hand.
 */
export function ShareBasket({ basket }: { basket: PricedBasket }) {
  const fieldId = useId();
  const [link, setLink] = useState('');
  const [message, setMessage] = useState('');

  async function share() {
    const lines = basket.lines.map(({ productId, options, quantity }) => ({
      productId,
      options,
      quantity,
    }));
    const url = new URL(sharedBasketPath(lines), window.location.origin).href;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setMessage(
        'Link copied. It holds the products, options and quantities; prices are not sent.',
      );
    } catch {
      // No clipboard (an older browser, a page not allowed to write to it): the field below.
      setMessage('Copy the link below to share this basket.');
    }
  }

  return (
    <div className="mt-6 space-y-3">
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex items-center gap-2 rounded-md border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <Share2 aria-hidden="true" className="size-5" />
        Share basket
      </button>
      <p role="status" className="min-h-6 text-sm font-medium text-brand-800">
        {message}
      </p>
      {link && (
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
            Link to this basket
          </label>
          <input
            id={fieldId}
            type="url"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-800"
          />
        </div>
      )}
    </div>
  );
}
