/**
 * A design review's findings that have a place on the image travel in the review's Markdown as links
 * `[top right](#finding-2@81.3,12.5 "Low contrast")`: the link text says where in words, the address
 * holds the finding's number and its pin's place (the top-left corner of what it is about, so the pin
 * does not hide it) as percentages of the image's natural width and height,
 * and the title names the finding. The design screen draws a numbered pin there for each one.
 */
export type FindingPin = {
  /** 1, 2, ...: the finding's number, shown on its pin and beside its line. */
  n: number;
  /** Short name: 'Low contrast'. */
  label: string;
  /** Where its pin goes, in percent of the image's width and height (0 to 100). */
  x: number;
  y: number;
};

const HREF = /^#finding-(\d{1,3})@(\d{1,3}(?:\.\d)?),(\d{1,3}(?:\.\d)?)$/;
const LINK = /\]\((#finding-\d{1,3}@[\d.,]+) "([^"\n]{1,80})"\)/g;

const percent = (value: number) => Math.min(100, Math.max(0, value)).toFixed(1);

/** The Markdown link of a finding at the place `where` (in words). */
export const findingLink = (pin: FindingPin, where: string) =>
  `[${where}](#finding-${pin.n}@${percent(pin.x)},${percent(pin.y)} "${pin.label.replace(/"/g, "'")}")`;

/** The finding a link points to, or null for any other address. */
export function parseFinding(href: string, label: string): FindingPin | null {
  const m = HREF.exec(href);
  if (!m) return null;
  const [x, y] = [Number(m[2]), Number(m[3])];
  if (x > 100 || y > 100) return null;
  return { n: Number(m[1]), label, x, y };
}

/** The findings with a place in a review's Markdown, by number (the first link of each number counts). */
export function findingPins(markdown: string): FindingPin[] {
  const pins = new Map<number, FindingPin>();
  for (const [, href, label] of markdown.matchAll(LINK)) {
    const pin = parseFinding(href as string, label as string);
    if (pin && !pins.has(pin.n)) pins.set(pin.n, pin);
  }
  return [...pins.values()].sort((a, b) => a.n - b.n);
}
