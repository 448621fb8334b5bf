import { useState } from 'react';

/**
 * A sent quote keeps the basket (it is not an order); the visitor may empty it. `onEmpty`
 * is the basket's `clear`, which the quote request's page has loaded with the basket.
 */
export function EmptyBasketOffer({ onEmpty }: { onEmpty: () => void }) {
  const [emptied, setEmptied] = useState(false);
  return (
    <div className="mt-4">
      <p role="status" className="font-medium text-brand-800">
        {emptied ? 'Your basket is now empty.' : ''}
      </p>
      {emptied ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <span>Your basket still holds the items you asked us to quote for.</span>
          <button
            type="button"
            onClick={() => {
              onEmpty();
              setEmptied(true);
            }}
            className="min-h-11 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Empty my basket
          </button>
        </div>
      )}
    </div>
  );
}
