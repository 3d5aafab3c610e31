/**
 * The open document as the panel's questions read it: its sections by heading, each line with the
 * section it sits in, and the figures written in its own text, each with the sentence that holds it.
 */
import { figuresIn, normalised, type Figure } from '../reading/figures';
import { splitSentences } from '../document-text';

export type Section = { heading: string; lines: string[] };
export type Sourced = { figure: Figure; sentence: string; section: string };

/** Sections by Markdown heading ("## Goals") or a short line ending in a colon ("Scope:"); the title is not one. */
export function sectionsOf(doc: string): Section[] {
  const sections: Section[] = [];
  for (const raw of doc.split('\n')) {
    const line = raw.trim();
    const heading = /^#{2,6}\s+(.+)$/.exec(line)?.[1] ?? (/^([A-Z][\w /&-]{2,40}):$/.exec(line)?.[1] || undefined);
    if (heading) sections.push({ heading: heading.trim(), lines: [] });
    else if (line && !/^#\s/.test(line)) sections.at(-1)?.lines.push(line);
  }
  return sections;
}

/** The section a question names ("the success metrics section", "rewrite the goals"), by its heading's words. */
export function namedSection(sections: Section[], question: string): Section | undefined {
  const q = question.toLowerCase();
  return sections
    .map((s) => ({
      s,
      words: s.heading
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length > 2),
    }))
    .filter(({ words }) => words.length > 0 && words.every((w) => q.includes(w.replace(/s$/, ''))))
    .sort((a, b) => b.words.length - a.words.length)[0]?.s;
}

/** Every figure of the document, with its sentence and section; placeholders like "[X]" hold none. */
export function sourcedFigures(sections: Section[]): Sourced[] {
  return sections.flatMap((s) =>
    s.lines.flatMap((line) =>
      splitSentences(line.replace(/^[-*]\s+/, '')).flatMap((sentence) =>
        figuresIn(normalised(sentence)).map((figure) => ({ figure, sentence, section: s.heading })),
      ),
    ),
  );
}

/** Content words of a piece of text, for matching a line with the sentence a figure comes from. */
export const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z]{4,}/g) ?? [])
      .filter(
        (w) =>
          !/^(?:with|from|that|this|than|were|will|under|over|about|into|each|their|they|have|been|last|next|only|more|less|before|after)$/.test(
            w,
          ),
      )
      .map((w) => w.replace(/(?:ing|ed|es|s)$/, '')),
  );
