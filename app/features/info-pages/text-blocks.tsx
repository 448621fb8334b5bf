import type { TextBlock } from '../../content/info-pages';
import { ContactLines } from './contact-lines';
import { BulletList, StepList } from './lists';
import { TextLink } from './text-link';

/** Running text from the copy, in order: paragraphs, lists, steps, contact details, links. */
export function TextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, index) => (
        // The blocks are fixed copy that never reorders, so their place is their identity.
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: TextBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="leading-7 text-slate-700">{block.text}</p>;
    case 'list':
      return <BulletList items={block.items} />;
    case 'steps':
      return <StepList items={block.items.map((text) => ({ text }))} />;
    case 'contact':
      return <ContactLines />;
    case 'link':
      return (
        <p>
          <TextLink label={block.label} href={block.href} />
        </p>
      );
  }
}
