import {
  ledLightingPlanning,
  ledLightingSections,
  ledLightsPage,
} from '../../content/led-lights-page';
import { ActionBand } from '../../components/ui/action-band';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';

/** Advice rather than products: lighting is designed for each shop, then quoted. */
export function LedLightsPage() {
  return (
    <>
      <PageHeader heading={ledLightsPage.heading} intro={ledLightsPage.intro} />
      {ledLightingSections.map((section) => (
        <PageSection key={section.heading} heading={section.heading}>
          <div className="max-w-3xl space-y-4 leading-7 text-slate-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </PageSection>
      ))}
      <ActionBand {...ledLightingPlanning} />
    </>
  );
}
