/** Whether two phrases are about the same job: shared word stems, or words from one PM theme. */
const STOP = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'to',
  'for',
  'in',
  'on',
  'with',
  'our',
  'we',
  'is',
  'are',
  'be',
  'it',
  'that',
  'this',
  'by',
  'from',
  'more',
  'less',
  'new',
  'better',
]);

/** Words that name the same job in PM talk: an option about "reminders" answers a pain about "chasing late invoices". */
const THEMES: RegExp[] = [
  /remind|nudge|notif|alert|chase|follow|forget|late|overdue|due/,
  /pay|invoice|billing|cash|paid|charge|stripe|checkout|price|pricing|revenue/,
  /onboard|setup|sign|activat|tutorial|welcome|first/,
  /search|find|filter|discover|lost|navigat/,
  /export|report|csv|download|pdf|print/,
  /churn|cancel|retent|leave|renew/,
  /integrat|sync|connect|import|api|zapier|calendar/,
  /mobile|phone|ios|android|app/,
  /speed|slow|fast|performance|load|wait/,
  /collab|team|share|comment|invite|together/,
  /portal|client|customer|self/,
  /ship|address|deliver|postal|postcode|zip|courier/,
  /guest|account|login|log|password|register|registration/,
];

const stems = (text: string) => {
  const words = (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.has(w));
  const out = new Set(words.map((w) => w.replace(/(ing|ed|es|s)$/, '').slice(0, 6)));
  THEMES.forEach((theme, i) => words.some((w) => theme.test(w)) && out.add(`#${i}`));
  return out;
};
export const overlaps = (a: string, b: string) => {
  const other = stems(b);
  return [...stems(a)].some((w) => other.has(w));
};

/** How many word stems and themes two phrases share: the step most about the pain shares the most. */
export const overlapCount = (a: string, b: string) => {
  const other = stems(b);
  return [...stems(a)].filter((w) => other.has(w)).length;
};
