import { ideaTopics, ideasHelp, ideasPage, type IdeaTopic } from '../../content/projects-pages';
import { ActionBand } from '../../components/ui/action-band';
import { PageHeader } from '../../components/ui/page-header';
import { InfoSection } from './info-section';
import { LinkList } from './link-list';

/** /projects/ideas: layout, lighting, signage and seasonal ideas, each with its products. */
export function ProjectsIdeasPage() {
  return (
    <>
      <PageHeader heading={ideasPage.heading} intro={ideasPage.intro} />
      <div className="mx-auto max-w-page space-y-12 px-4 pt-12">
        {ideaTopics.map((topic) => (
          <IdeaTopicSection key={topic.heading} topic={topic} />
        ))}
      </div>
      <ActionBand {...ideasHelp} />
    </>
  );
}

function IdeaTopicSection({ topic }: { topic: IdeaTopic }) {
  return (
    <InfoSection heading={topic.heading} lead={topic.intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {topic.ideas.map((idea) => (
            <li key={idea.title} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-brand-900">{idea.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{idea.text}</p>
            </li>
          ))}
        </ul>
        <div className="self-start rounded-lg bg-brand-50 p-5">
          <p className="font-semibold text-brand-900">Where to start</p>
          <div className="mt-3">
            <LinkList links={topic.links} />
          </div>
        </div>
      </div>
    </InfoSection>
  );
}
