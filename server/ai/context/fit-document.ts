/** A long document cut to a token budget, section by section, with a note on what was left out. */

export type Counter = (text: string) => number;
export type FittedText = { text: string; tokens: number; omitted: string[] };

type Section = { heading: string; text: string };

/**
 * The Markdown split before each heading, lazily (a 2 MB document is only walked as far as it is
 * used); the text before the first heading is a section of its own.
 */
export function* sections(markdown: string): Generator<Section> {
  const heading = /^#{1,6} (.*)$/gm;
  let start = 0;
  let title = '(opening text)';
  for (let m = heading.exec(markdown); m; m = heading.exec(markdown)) {
    const text = markdown.slice(start, m.index);
    if (text.trim()) yield { heading: title, text };
    title = (m[1] ?? '').trim();
    start = m.index;
  }
  const text = markdown.slice(start);
  if (text.trim()) yield { heading: title, text };
}

/** As many whole paragraphs from the start of a text as the budget holds. */
function leadingParagraphs(text: string, budget: number, count: Counter): string {
  const kept: string[] = [];
  let used = 0;
  for (const paragraph of text.split(/\n{2,}/)) {
    // A single paragraph longer than the whole budget is cut by characters, roughly 4 a token.
    const piece = used === 0 && paragraph.length > budget * 8 ? paragraph.slice(0, budget * 4) : paragraph;
    const tokens = count(piece) + 1;
    if (used + tokens > budget) break;
    kept.push(piece);
    used += tokens;
  }
  return kept.join('\n\n');
}

/**
 * The document's sections in order while they fit; the first one that does not is cut by paragraphs,
 * and the rest are named in the note. Only the kept text is counted, so a 2 MB document costs what
 * the budget holds, not its size.
 */
export function fitDocument(markdown: string, budget: number, count: Counter): FittedText {
  const all = sections(markdown);
  const kept: string[] = [];
  let used = 0;
  let cut: Section | undefined;
  for (let step = all.next(); !step.done; step = all.next()) {
    const section = step.value;
    // Far too large to fit: no need to count it whole.
    const tokens = section.text.length > (budget - used) * 8 ? Infinity : count(section.text) + 1;
    if (used + tokens > budget) {
      cut = section;
      break;
    }
    kept.push(section.text);
    used += tokens;
  }
  if (!cut) return { text: kept.join('\n'), tokens: used, omitted: [] };
  const partial = leadingParagraphs(cut.text, budget - used - 80, count);
  if (partial) kept.push(partial);
  const omitted = [partial ? `${cut.heading} (from where it is cut)` : cut.heading];
  for (let step = all.next(); !step.done; step = all.next()) omitted.push(step.value.heading);
  const shown = omitted
    .slice(0, 25)
    .map((h) => `"${h}"`)
    .join(', ');
  const more = omitted.length > 25 ? ` and ${omitted.length - 25} more` : '';
  const total = kept.length - (partial ? 1 : 0) + omitted.length;
  const note = `[Northstar: the document is too long for the model's context; ${omitted.length} of ${total} sections are left out here: ${shown}${more}. Say so if the answer needs them.]`;
  const text = `${kept.join('\n')}\n\n${note}`;
  return { text, tokens: used + (partial ? count(partial) : 0) + count(note), omitted };
}
