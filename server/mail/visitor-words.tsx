import { HIDDEN_CHARACTER } from '../../app/enquiries/fields';
import { LabelledValues } from '../html/labelled-values';

/**
 * A visitor's words in the sales team's emails, set apart so that none can pose as the
 * email's own: they come after its link and reference, under a heading that says whose
 * they are, every line quoted ("> ") in the text and inside a boxed quotation in the HTML.
 * The forms refuse hidden characters, but an answer stored before they did is made safe
 * here: a one-line answer stays on one line, and any other hidden character shows as "�".
 */
export type Words = readonly [label: string, value: string, multiLine?: boolean];

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
const HIDDEN = new RegExp(HIDDEN_CHARACTER.source, 'g');

function shownLines(value: string, multiLine = false): string[] {
  const lines = value.split(LINE_BREAK).map((line) => line.replace(/\t/g, ' '));
  const shown = multiLine ? lines : [lines.filter((line) => line.trim() !== '').join(' ')];
  return shown.map((line) => line.replace(HIDDEN, '\ufffd'));
}

/** A name or a company on one line, as a subject or an address's name shows it. */
export function oneLine(value: string): string {
  return shownLines(value).join('');
}

function heading(who: 'visitor' | 'customer') {
  return `What the ${who} wrote (their words, not ours)`;
}

/** The text part: each label in the email's words, then the answer's lines quoted. */
export function wordsText(who: 'visitor' | 'customer', words: readonly Words[]): string[] {
  return [
    `${heading(who)}:`,
    ...words.flatMap(([label, value, multiLine]) => [
      '',
      `${label}:`,
      ...shownLines(value, multiLine).map((line) => `> ${line}`.trimEnd()),
    ]),
  ];
}

const BOX = {
  margin: '1rem 0',
  padding: '.75rem 1rem',
  borderLeft: '4px solid #767676',
  background: '#f3f3f3',
};

/** The HTML part: the same, inside a blockquote drawn as a box. */
export function WordsBox({ who, words }: { who: 'visitor' | 'customer'; words: readonly Words[] }) {
  return (
    <section aria-labelledby="their-words">
      <h2 id="their-words">{heading(who)}</h2>
      <blockquote style={BOX}>
        <LabelledValues
          rows={words.map(([label, value, multiLine]) => [
            label,
            shownLines(value, multiLine).join('\n'),
          ])}
        />
      </blockquote>
    </section>
  );
}
