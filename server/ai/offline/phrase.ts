/** Small helpers that fit remembered facts and phrases into sentences. */

/** "export, sharing and reminders" → ["export", "sharing", "reminders"]. */
export function listItems(text: string): string[] {
  return text
    .split(/\s*(?:[,;\n]|\band\b|\bplus\b|\bor\b)\s*/i)
    .map((item) =>
      item
        .replace(/^[-*•]\s*|^(?:a|an|the)\s+/gi, '')
        .replace(/[.!?]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 1);
}

/** Upper-cases the first letter, for sentences that start with a fact or a [placeholder]. */
export function capitalise(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/** Wrapped in quotation marks unless it already is ("“I order flour by phone”"). */
export const quoted = (text: string) => (/^["“]/.test(text) ? text : `“${text}”`);

/** Lower-cases a leading capital unless the word looks like a name or an acronym ("Freelancers" → "freelancers"). */
export function inSentence(text: string): string {
  return text.replace(/^([A-Z])([a-z]+)\b/, (word, first: string, rest: string) => (rest.length > 0 ? first.toLowerCase() + rest : word));
}
