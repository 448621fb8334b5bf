import { useId } from 'react';

/** What happens after a form is sent, in the order it happens: beside the form. */
export function NextSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        What happens next
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
