/** A passage of a knowledge item: the heading it sits under (its context) and its text. */
export type Passage = { heading: string; text: string };

/** Passages aim at this many words; a paragraph longer than the most is cut at sentence ends. */
const TARGET_WORDS = 150;
const MOST_WORDS = 200;

const words = (text: string) => (text.match(/\S+/g) ?? []).length;
const HEADING = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;

/** A paragraph too long for one passage, cut at sentence ends (or at words when a sentence is longer). */
function pieces(paragraph: string): string[] {
  if (words(paragraph) <= MOST_WORDS) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [paragraph];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const chunks = words(sentence) > MOST_WORDS ? wordChunks(sentence) : [sentence];
    for (const chunk of chunks) {
      if (current && words(current) + words(chunk) > MOST_WORDS) {
        out.push(current.trim());
        current = '';
      }
      current += chunk;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

function wordChunks(text: string): string[] {
  const all = text.match(/\S+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < all.length; i += TARGET_WORDS) out.push(`${all.slice(i, i + TARGET_WORDS).join(' ')} `);
  return out;
}

/**
 * Splits text (Markdown-like: a PDF's text layer, a Word file's or a document's text) into passages of
 * about 100-200 words: paragraphs are joined until the next would pass the target, a heading starts a
 * new passage and is kept with every passage under it, and a paragraph too long is cut at sentences.
 */
export function splitPassages(text: string): Passage[] {
  const passages: Passage[] = [];
  let heading = '';
  let body: string[] = [];
  let count = 0;
  const flush = () => {
    const joined = body.join('\n\n').trim();
    if (joined) passages.push({ heading, text: joined });
    body = [];
    count = 0;
  };
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const rest: string[] = [];
    for (const line of lines) {
      const h = HEADING.exec(line);
      if (h?.[2]) {
        if (rest.length) pushParagraph(rest.splice(0).join('\n'));
        flush();
        heading = h[2];
      } else rest.push(line);
    }
    if (rest.join('').trim()) pushParagraph(rest.join('\n'));
  }
  flush();
  return passages;

  function pushParagraph(paragraph: string) {
    for (const piece of pieces(paragraph.trim())) {
      const n = words(piece);
      if (count > 0 && count + n > MOST_WORDS) flush();
      body.push(piece);
      count += n;
      if (count >= TARGET_WORDS) flush();
    }
  }
}
