import { Star } from 'lucide-react';
import { benefits, reviews } from '../../content/home';

export function Benefits() {
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-page px-4 py-12">
      <h2 id="why-us" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Why shops choose us
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li
            key={benefit.title}
            className="rounded-lg border-t-4 border-accent-400 bg-white p-5 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-brand-900">{benefit.title}</h3>
            <p className="mt-2 text-slate-700">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" aria-hidden="true">
      {Array.from({ length: 5 }, (_, star) => (
        <Star
          key={star}
          className={`size-5 ${star < rating ? 'fill-accent-400 text-accent-500' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}

export function Reviews() {
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return (
    <section aria-labelledby="reviews" className="bg-brand-50 py-12">
      <div className="mx-auto max-w-page px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="reviews" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            What our customers say
          </h2>
          <p className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <Stars rating={Math.round(average)} />
            {average.toFixed(1)} out of 5 from {reviews.length} reviews
          </p>
        </div>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <figure className="h-full rounded-lg bg-white p-6 shadow-sm">
                <p className="flex items-center gap-2">
                  <Stars rating={review.rating} />
                  <span className="sr-only">Rated {review.rating} out of 5</span>
                </p>
                <blockquote className="mt-3 text-slate-800">{review.text}</blockquote>
                <figcaption className="mt-4 text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{review.author}</span> ·{' '}
                  {review.date}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
