import type { ReactNode } from 'react';

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type Step = { title?: string; text: string; more?: ReactNode };

/**
 * Steps in order. The list is an <ol>, so assistive technology reads the numbers; the
 * drawn numbers beside each step are decoration for sighted readers.
 */
export function StepList({
  items,
  className = 'space-y-5',
}: {
  items: readonly Step[];
  className?: string;
}) {
  return (
    <ol className={className}>
      {items.map((step, index) => (
        <li key={step.text} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="pt-1 leading-7 text-slate-700">
            {step.title ? <h3 className="font-semibold text-brand-900">{step.title}</h3> : null}
            <p>{step.text}</p>
            {step.more}
          </div>
        </li>
      ))}
    </ol>
  );
}
