import { MEMORY_IMPORTANCE, type MemoryKey } from './constants';
import { figureIn } from './memory-figures';

/** A fact found in a message: one of the product facts, or a stated figure (`metric_<name>`). */
export type ExtractedMemory = { key: string; value: string; importance: number };

const MAX_VALUE_CHARS = 200;

const any = (words: string[]) => `(?:${words.join('|')})`;
const THING = any([
  'product',
  'app',
  'application',
  'tool',
  'platform',
  'service',
  'startup',
  'company',
  'project',
  'website',
  'site',
  'solution',
  'software',
  'saas',
]);
const KIND_OF_THING = any([
  ...['product', 'app', 'application', 'tool', 'platform', 'service', 'startup', 'company', 'website', 'site', 'solution'],
  ...['software', 'saas', 'marketplace', 'extension', 'plugin', 'game', 'assistant', 'dashboard', 'api', 'sdk', 'framework'],
  ...['library', 'bot', 'device', 'system', 'crm', 'community', 'network', 'tracker', 'editor', 'manager', 'builder', 'planner'],
]);
const PEOPLE = any([
  'users',
  'customers',
  'clients',
  'people',
  'teams',
  'buyers',
  'shoppers',
  'members',
  'visitors',
  'students',
  'developers',
  'managers',
]);
const AUDIENCE_NOUN = any([
  ...['teams', 'businesses', 'companies', 'startups', 'developers', 'engineers', 'designers', 'marketers', 'students', 'teachers'],
  ...['parents', 'families', 'freelancers', 'creators', 'agencies', 'enterprises', 'professionals', 'managers', 'founders', 'smbs'],
  ...['organi[sz]ations', 'nonprofits', 'clinics', 'doctors', 'nurses', 'patients', 'retailers', 'shops', 'restaurants', 'consumers'],
  ...['kids', 'children', 'seniors', 'gamers', 'writers', 'researchers', 'sellers', 'owners', 'employees', 'recruiters', 'lawyers'],
  ...['accountants', 'product managers'],
]);
/** Sentence openers that are not product names: "This is a tool ..." names nothing. */
const NOT_A_NAME =
  /^(?:this|that|it|there|here|what|which|who|he|she|i|we|they|our|my|the|a|an|your|its|one|each|every|mine|everything|nothing|something)$/i;

/** `name`: the value is a name, cut at a comma or clause; `subject`: it opens the sentence and must not be a pronoun. */
type Pattern = { pattern: RegExp; name?: boolean; subject?: boolean };

/**
 * Phrase patterns per memory key; the first group is the value. Names (`name`) stop at a comma,
 * a dash or a relative clause, so "Acme, a note app" gives "Acme".
 */
const PATTERNS: Record<MemoryKey, Pattern[]> = {
  product_name: [
    { pattern: new RegExp(`\\b(?:our|my|the) ${THING}(?: is|'s) (?:called|named)\\s+(.+)`, 'i'), name: true },
    { pattern: new RegExp(`\\b(?:our|my|the) ${THING}(?:'s)? name is\\s+(.+)`, 'i'), name: true },
    { pattern: new RegExp(`\\bthe name of (?:our|my|the) ${THING} is\\s+(.+)`, 'i'), name: true },
    { pattern: /\bproduct name\s*:\s*(.+)/i, name: true },
    {
      pattern:
        /\b(?:i'm|i am|we're|we are|i've been|we've been) (?:building|developing|creating|making|launching)\s+(?!(?:for|to|with|it|this|that|something|out|up)\b)(.+)/i,
      name: true,
    },
    {
      pattern: new RegExp(`^([A-Z0-9][\\w.&'-]*(?: [A-Z0-9][\\w.&'-]*){0,3}) is an? (?:[\\w-]+ ){0,4}${KIND_OF_THING}\\b`),
      subject: true,
    },
    {
      pattern:
        /\b[Ww]e (?:make|build|run|sell|offer|develop|ship|created|built|launched)\s+([A-Z][\w.&'-]*(?: [A-Z][\w.&'-]*){0,2})(?=,|\s[-–—(]|\s(?:is|which|an?|for)\b|$)/,
      name: true,
    },
    {
      pattern: new RegExp(
        `\\b(?:for|of|at|on|in|to|with) ([A-Z][\\w.&'-]*(?: [A-Z][\\w.&'-]*){0,2}), (?:an?|our) (?:[\\w-]+ ){0,4}${KIND_OF_THING}\\b`,
      ),
      name: true,
    },
  ],
  target_audience: [
    {
      pattern:
        /\b(?:our|my|the) (?:main |primary |core |ideal )?target (?:audience|market|users?|customers?|group|segment)s? (?:is|are|consists of|includes?)\s+(.+)/i,
    },
    { pattern: /\btarget (?:audience|market|users?)\s*:\s*(.+)/i },
    {
      pattern:
        /\b(?:our|my) (?:main |primary |core |ideal )?(?:users|customers|audience|clients) are\s+(?!(?:struggling|complaining|asking|not)\b)(.+)/i,
    },
    {
      pattern:
        /\b(?:(?:built|designed|made|meant|intended|tailored|created) (?:specifically |mainly |primarily |mostly |especially )?for|(?:aimed|targeted) at|(?:it's|it is) (?:mainly |primarily |mostly )?for)\s+(?!(?:example|instance|now|free|fun|sure|the purpose|a reason)\b)(.+)/i,
    },
    { pattern: new RegExp(`\\bfor ((?:[\\w-]+ ){0,3}${AUDIENCE_NOUN}\\b[^,;]*)`, 'i') },
  ],
  main_features: [
    {
      pattern:
        /\b(?:main|key|core|primary|top|most important) (?:features?|capabilities|functions?) (?:are|is|include|includes|will be)\s*:?\s*(.+)/i,
    },
    { pattern: /\bfeatures?\s*(?:include|includes|:)\s*(.+)/i },
    { pattern: /\bit (?:lets|allows|helps|enables) (?:users|people|teams|you|customers|them)(?: to)?\s+(.+)/i },
    { pattern: /\b(?:users|customers|people|teams) can\s+(?!not\b)(.+)/i },
  ],
  business_goals: [
    {
      pattern:
        /\b(?:our|my|the) (?:main |primary |key |business |top |biggest )?(?:goals?|objectives?|aims?)(?: for this quarter| this quarter| this year)? (?:is|are)\s*:?\s*(.+)/i,
    },
    { pattern: /\bbusiness goals?\s*(?:are|is|:)\s*(.+)/i },
    { pattern: /\b(?:we(?:'re| are) aiming|we aim) to\s+(.+)/i },
    {
      pattern:
        /\bwe(?: want| need| aim| hope| plan| are trying|'re trying) to ((?:increase|grow|reduce|improve|boost|double|triple|raise|cut|lower|reach|hit|achieve|acquire|gain|drive|expand|win|capture|retain|convert|decrease|generate|launch|become)\b.+)/i,
    },
  ],
  pain_points: [
    {
      pattern:
        /\b(?:the|our) (?:biggest|main|top|most common|number one|#1|recurring|loudest) (?:complaint|request|frustration|pain|gripe|support issue)s?(?: (?:we hear|from (?:users|customers|clients)|in support))? (?:is|are)\s*:?\s*(?:that\s+)?(.+)/i,
    },
    {
      pattern: new RegExp(
        `\\b(${PEOPLE}(?: (?:who|that) [\\w' ]{1,30}?)? (?:drop off|get stuck|give up|churn|abandon(?: \\w+)?|leave|quit) (?:at|on|during|when|because|in)\\s+.+)`,
        'i',
      ),
    },
    { pattern: new RegExp(`\\b${PEOPLE} (?:struggle|struggles|are struggling|have trouble|find it hard) (?:with|to)\\s+(.+)`, 'i') },
    {
      pattern:
        /\bthe (?:main |biggest |key |primary |core |number one |#1 )?(?:pain point|problem|issue|challenge|frustration)s? (?:is|are)\s*:?\s*(?:that\s+)?(.+)/i,
    },
    { pattern: /\bpain points?\s*(?:are|is|include|:)\s*(.+)/i },
    {
      pattern: new RegExp(
        `\\b${PEOPLE} (?:complain|complained|keep complaining|are complaining|often complain) (?:that|about)\\s+(.+)`,
        'i',
      ),
    },
    { pattern: new RegExp(`\\b${PEOPLE} (?:hate|are frustrated (?:by|with|that)|get frustrated (?:by|with|when))\\s+(.+)`, 'i') },
  ],
};

/** Statements, not questions: "Is our product called Acme?" states nothing. */
function statements(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .map((sentence) => (sentence.endsWith('?') ? statedBefore(sentence) : sentence))
    .filter((sentence) => sentence !== '');
}

const ASKING = /^(?:what|how|why|which|who|when|where|should|shall|can|could|would|will|is|are|do|does|did|was|were|any)\b/i;

/** "We have 12,000 customers and churn is 3.1 %, what is it worth?" states what comes before the question. */
function statedBefore(question: string): string {
  if (ASKING.test(question)) return '';
  const cut = /[,;:—–-]\s*(?=(?:so |and |but )?(?:what|how|why|which|should|can|could|would|is it|is that|are|do|does)\b)/i.exec(question);
  return cut ? question.slice(0, cut.index).trim() : '';
}

function cleanValue(raw: string, name: boolean): string {
  let value = raw.replace(/[.!?]+$/, '');
  if (name) value = value.split(/,|;|\s[-–—]\s|\s(?:which|that|and it|and we|who)\b/)[0] ?? '';
  value = value
    .trim()
    .replace(/^["'“‘*_`]+|["'”’*_`]+$/g, '')
    .trim();
  return value.length > MAX_VALUE_CHARS ? value.slice(0, MAX_VALUE_CHARS).trimEnd() : value;
}

function valueIn(sentence: string, { pattern, name = false, subject = false }: Pattern): string {
  const match = pattern.exec(sentence)?.[1];
  if (!match || (subject && NOT_A_NAME.test(match.split(' ')[0] ?? ''))) return '';
  return cleanValue(match, name);
}

/**
 * The product facts a user states in a message, found by phrase patterns: at most one per key,
 * with that key's importance (MEMORY_IMPORTANCE), then the figures stated ("monthly churn is 3.1 %" gives
 * metric_monthly_churn). Questions and negations state nothing.
 */
export function extractMemories(text: string): ExtractedMemory[] {
  const sentences = statements(text);
  const found: ExtractedMemory[] = [];
  for (const key of Object.keys(PATTERNS) as MemoryKey[]) {
    const value = sentences.flatMap((sentence) => PATTERNS[key].map((p) => valueIn(sentence, p))).find((v) => v.length >= 2);
    if (value) found.push({ key, value, importance: MEMORY_IMPORTANCE[key] });
  }
  const figures = new Set<string>();
  for (const sentence of sentences) {
    const figure = figureIn(sentence);
    if (figure && !figures.has(figure.key)) found.push(figure);
    if (figure) figures.add(figure.key);
  }
  return found;
}
