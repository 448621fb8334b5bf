import { Coffee, Pill, Shirt, ShoppingBasket, Wine, type LucideIcon } from 'lucide-react';
import {
  projectKinds,
  projectProcess,
  whatWeDoHelp,
  whatWeDoPage,
  type ProjectKindId,
} from '../../content/projects-pages';
import { serviceLink, type ServiceId } from '../../content/service-links';
import { ActionBand } from '../../components/ui/action-band';
import { PageHeader } from '../../components/ui/page-header';
import { InfoSection } from './info-section';
import { StepList } from './lists';
import { TextLink } from './text-link';

/** The drawing for each kind of shop; a Record, so a new kind cannot go without one. */
const kindIcons: Readonly<Record<ProjectKindId, LucideIcon>> = {
  convenience: ShoppingBasket,
  'off-licence': Wine,
  pharmacy: Pill,
  cafe: Coffee,
  'fashion-beauty': Shirt,
};

/** /projects/what-we-do: the shops we fit out, and how a project runs from survey to handover. */
export function WhatWeDoPage() {
  return (
    <>
      <PageHeader heading={whatWeDoPage.heading} intro={whatWeDoPage.intro} />
      <div className="mx-auto max-w-page space-y-12 px-4 pt-12">
        <InfoSection heading="The shops we work for">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projectKinds.map((kind) => {
              const Icon = kindIcons[kind.id];
              return (
                <li key={kind.name} className="rounded-lg border border-slate-200 bg-white p-6">
                  <Icon aria-hidden="true" className="size-8 text-brand-700" />
                  <h3 className="mt-3 text-lg font-semibold text-brand-900">{kind.name}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-700">{kind.text}</p>
                  <ul
                    aria-label="Typical work"
                    className="mt-4 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700 marker:text-brand-600"
                  >
                    {kind.typicalWork.map((work) => (
                      <li key={work}>{work}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </InfoSection>
        <InfoSection
          heading="From survey to handover"
          lead="Every project runs through the same stages, whether it is one sign or a whole shop. Each is carried out by our own services."
        >
          <StepList
            className="grid gap-x-8 gap-y-6 md:grid-cols-2"
            items={projectProcess.map((step) => ({
              ...step,
              more: <StepServices ids={step.services} />,
            }))}
          />
        </InfoSection>
      </div>
      <ActionBand {...whatWeDoHelp} />
    </>
  );
}

function StepServices({ ids }: { ids: readonly ServiceId[] }) {
  return (
    <p className="text-sm">
      {ids.length > 1 ? 'Services: ' : 'Service: '}
      {ids.map((id, position) => (
        <span key={id}>
          {position > 0 ? ', ' : null}
          <TextLink {...serviceLink(id)} />
        </span>
      ))}
    </p>
  );
}
