/**
 * "Who else should I talk to before sign-off?" about the open document: each person the document's
 * own text calls for, with the line that calls for them and what to ask, those who can block first.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { quote, splitSentences } from '../document-text';

export const ASKS_STAKEHOLDERS =
  /\bwho (?:else )?(?:should|do|must|can|could) (?:i|we) (?:talk|speak|loop|bring|involve|consult|ask|show|run (?:it|this) by)\b|\bstakeholders?\b|\bwho (?:needs|has) to (?:approve|sign|agree|review)\b|\bsign-?off from\b|\bwho (?:to|should) (?:involve|consult|review)\b/i;

/** `prefer`: the words that call for the role most plainly, looked for before the rest of `cue`. */
type Role = { who: string; cue: RegExp; prefer?: RegExp; ask: string };

/** In order of who can block the release: a missing yes from the first ones stops it. */
const ROLES: Role[] = [
  {
    who: 'Legal and procurement',
    cue: /\b(?:contracts?|vendors?|processors?|partners?|suppliers?|third[- ]part\w*|agreements?|licen[cs]\w*|terms)\b/i,
    ask: 'when the agreement will be signed and what it allows; the plan depends on it',
  },
  {
    who: 'Security and compliance',
    cue: /\b(?:security|privacy|gdpr|pci|kyc|aml|compliance|regulat\w*|fraud|personal data|consent|audit)\b/i,
    ask: 'which checks the release needs and how long they take',
  },
  {
    who: 'Finance',
    prefer: /\b(?:fees?|pric\w*|revenue|margins?|costs?|budget)\b/i,
    cue: /\b(?:fees?|pric\w*|revenue|costs?|margins?|billing|invoic\w*|refunds?|payouts?|payments?|budget)\b/i,
    ask: 'whether the numbers hold: what it costs, what it earns and who carries the risk',
  },
  {
    who: 'The engineering lead',
    cue: /\b(?:api|integrat\w*|migrat\w*|latency|performance|infrastructure|backend|within \d+ (?:seconds|minutes)|real-?time|sync\w*)\b/i,
    ask: 'whether the requirements can be built as written, and the riskiest one',
  },
  {
    who: 'The support lead',
    prefer: /\btickets?\b/i,
    cue: /\b(?:support|tickets?|complaints?|help ?desk|contact us|customer service)\b/i,
    ask: 'what customers will ask on day one, and whether the ticket numbers match what they see',
  },
  {
    who: 'Data and analytics',
    cue: /\b(?:baseline|metrics?|analytics|dashboards?|tracking|measur\w*|\d+(?:\.\d+)?\s?%)/i,
    ask: 'whether each baseline is measured today, and how the targets will be tracked',
  },
  {
    who: 'Design',
    cue: /\b(?:ui|ux|screens?|flows?|design\w*|onboarding|buttons?|pages?|shown|confirm\w*)\b/i,
    ask: 'how the flow shows what the requirements promise, errors and empty states included',
  },
  {
    who: 'Marketing',
    cue: /\b(?:launch\w*|marketing|announce\w*|campaign|go-to-market|gtm|messaging|beta)\b/i,
    ask: 'how and to whom it is announced, and what the beta may promise',
  },
  {
    who: 'Sales',
    cue: /\b(?:sales|enterprise|deals?|account managers?|prospects?|quotas?)\b/i,
    ask: 'which customers are waiting for it and what they were told',
  },
];

/** The first sentence of the document that calls for a role, a plain call first. */
const lineFor = (sentences: string[], role: Role) => {
  const prose = sentences.filter((s) => !/^#/.test(s));
  return (role.prefer ? prose.find((s) => role.prefer?.test(s)) : undefined) ?? prose.find((s) => role.cue.test(s));
};

export function answerStakeholders(c: Conversation): Answer | null {
  const text = c.documentText?.trim();
  if (!text) return null;
  const sentences = text.split('\n').flatMap(splitSentences);
  const found = ROLES.flatMap((role) => {
    const line = lineFor(sentences, role);
    return line ? [{ role, line }] : [];
  });
  const users = /^#{1,3}\s*(?:target )?users?\b.*\n+([^\n#]+)/im.exec(text)?.[1]?.trim();
  if (found.length === 0 && !users) return null;
  const lines = found.map(
    ({ role, line }) => `- **${role.who}**, because “${quote(line.replace(/^[-*]\s*/, '').replace(/[.;]$/, ''), 120)}”: ask ${role.ask}.`,
  );
  if (users)
    lines.push(
      `- **Three to five of the users themselves** (${quote(users, 90)}): walk them through the flow and ask what they would do next.`,
    );
  const first = found[0];
  return {
    kind: 'statement',
    claim: first ? `${first.role.who.toLowerCase()} first` : 'the users first',
    text: blocks(
      `**Before sign-off, talk to these people, the ones who can block the release first** (each is called for by a line of the document):`,
      lines,
      first
        ? `Book ${first.role.who.toLowerCase()} this week: a late no from them moves the date; the others refine the plan.`
        : 'Start with the users: their reaction decides whether the rest is worth the meetings.',
    ),
  };
}
