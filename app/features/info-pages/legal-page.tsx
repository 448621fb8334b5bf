import type { DocumentSection, LegalDocument } from '../../content/info-pages';
import { privacyPage } from '../../content/privacy-page';
import { termsPage } from '../../content/terms-page';
import { PageHeader } from '../../components/ui/page-header';
import { InfoSection } from './info-section';
import { TextBlocks } from './text-blocks';
import { textLinkClass } from './text-link';

/** "Who we are" -> "who-we-are": a stable id, so a part of the notice can be linked to. */
function sectionId(section: DocumentSection): string {
  return section.heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A legal document at a readable width, with a list of its parts at the top. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader heading={document.heading} intro={document.intro}>
        <p className="mt-4 text-sm text-slate-700">Last updated {document.lastUpdated}</p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 pt-10">
        <div className="max-w-3xl">
          <nav aria-label="On this page" className="rounded-lg border border-slate-200 p-5">
            <p className="font-semibold text-brand-900">On this page</p>
            <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {document.sections.map((section) => (
                <li key={section.heading}>
                  <a href={`#${sectionId(section)}`} className={textLinkClass}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-10 space-y-10">
            {document.sections.map((section) => (
              <InfoSection key={section.heading} heading={section.heading} id={sectionId(section)}>
                <TextBlocks blocks={section.blocks} />
              </InfoSection>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

export function PrivacyPage() {
  return <LegalPage document={privacyPage} />;
}

export function TermsPage() {
  return <LegalPage document={termsPage} />;
}
