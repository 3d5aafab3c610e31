/** Acceptance criteria for a requirement, user stories, and a PRD section about a named subject. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { capitalise, inSentence, listItems } from '../phrase';
import { answerMetrics } from './metrics';
import { answerNonGoals, answerRisks } from './assumptions';
import { article, singularPersona, withThe } from './nlp';
import { requestSubject, SECTION_NAMES, sectionName } from './subject';
import { northStar } from './metrics';
import { overlaps } from './themes';

/** "a freelance designer" from "Freelance designers who bill by the hour". */
const persona = (c: Conversation) => {
  const one = singularPersona(inSentence(c.facts.target_audience ?? 'user').replace(/^(?:a|an|the)\s+/i, ''));
  return `${article(one)} ${one}`;
};
const audience = (c: Conversation) => inSentence(c.facts.target_audience ?? 'users');
const outcome = (c: Conversation) =>
  c.facts.pain_points
    ? `the problem goes away (“${inSentence(c.facts.pain_points)}”)`
    : c.facts.business_goals
      ? `we get closer to “${inSentence(c.facts.business_goals)}”`
      : 'I get my job done faster';

/** Given/When/Then criteria covering the happy path, bad input, permissions, empty state and speed. */
const VERB_CRITERIA: [RegExp, string][] = [
  [
    /export|download|report|csv|pdf/i,
    '- **Output:** Given 3 records with known totals, when they export, then the file opens in a spreadsheet with one row per record and the same totals as the screen.',
  ],
  [
    /import|upload/i,
    '- **Bad rows:** Given a file with 2 invalid rows, when they import it, then the valid rows are imported and the invalid ones are listed with their line numbers and the reason.',
  ],
  [
    /remind|notif|alert|email|message|digest/i,
    '- **Delivery:** Given a message is due, when it is triggered, then it arrives within 5 minutes, exactly once, and says who sent it and why.',
  ],
  [
    /pay|checkout|payout|invoice|billing|charge/i,
    '- **Once only:** Given a slow network, when they confirm twice, then the payment is recorded once and both clicks show the same result.',
  ],
  [/search|filter|find/i, '- **Relevance:** Given an exact name, when they search for it, then it is the first result within 1 second.'],
  [
    /invite|share|portal|permission|access|role/i,
    '- **Access:** Given an invited person, when they open the link, then they see only what was shared with them, and access ends when it is revoked.',
  ],
  [
    /onboard|setup|sign-?up|welcome/i,
    '- **Progress:** Given a new user leaves halfway, when they come back, then they resume at the same step with their answers kept.',
  ],
];

const the = withThe;

const CAN = /^(?:the )?(?:users?|admins?|customers?|people|members?|they)\s+(?:can|should|must|will|shall)\s+(?:be able to\s+)?(.+)$/i;

export function criteriaFor(subject: string, who: string): string[] {
  const specific = VERB_CRITERIA.filter(([pattern]) => pattern.test(subject))
    .map(([, line]) => line)
    .slice(0, 1);
  // "users can reset their password" is an action: "when they reset their password".
  const action = CAN.exec(subject)?.[1];
  const it = the(subject);
  const use = action ?? `use ${it}`;
  const tryTo = action ? `try to ${action}` : `try ${it}`;
  return [
    `- **Happy path:** Given ${who} is signed in, when they ${use}, then it completes within 2 seconds and shows a confirmation.`,
    ...specific,
    `- **Invalid input:** Given a required field is empty or malformed, when they submit, then nothing is saved and the message names the field and how to fix it.`,
    `- **Permissions:** Given a user without access to the account, when they ${tryTo}, then they get "not found" and no data is revealed.`,
    action
      ? ''
      : `- **Empty state:** Given there is nothing yet, when they open ${it}, then they see what it does and one action to start.`,
    `- **Failure:** Given the server or a dependency fails, when they ${use}, then no data is lost, the error says what happened, and retrying works.`,
    `- **Scale:** Given an account with 10,000 records, when they ${use}, then it completes within 5 seconds at p95.`,
  ].filter(Boolean);
}

/** "R2" or "requirement 2": the requirement with that number in the document or an earlier reply. */
export function numberedRequirement(c: Conversation): { id: string; text: string } | undefined {
  const ref = /\b(?:R|REQ-?|FR-?|requirement\s+#?)(\d{1,2})\b/i.exec(c.text);
  if (!ref?.[1]) return undefined;
  const n = ref[1];
  const id = /^R/i.test(ref[0]) && !/^req/i.test(ref[0]) ? `R${n}` : ref[0];
  const labelled = new RegExp(String.raw`^\s*(?:[-*]\s*)?(?:\*\*)?(?:R|REQ-?|FR-?)${n}\b(?:\*\*)?[.):\s-]+(?:\*\*)?\s*(.{8,300})$`, 'im');
  const numbered = new RegExp(String.raw`^\s*${n}[.)]\s+(.{8,300})$`, 'm');
  for (const source of [c.documentText ?? '', ...[...c.replies].reverse()]) {
    const hit = labelled.exec(source)?.[1];
    if (hit) return { id, text: hit.replace(/\*\*/g, '').trim() };
    const block = /(?:^|\n)[#*\s]*(?:functional\s+)?requirements\b[^\n]*\n+((?:[ \t]*\d+[.)][^\n]*\n?)+)/i.exec(source)?.[1];
    const item = block ? numbered.exec(block)?.[1] : undefined;
    if (item) return { id, text: item.replace(/\*\*/g, '').trim() };
  }
  return undefined;
}

export function answerAcceptance(c: Conversation): Answer {
  const requirement = numberedRequirement(c);
  if (requirement) {
    const said = requirement.text.replace(/[.;]\s*$/, '');
    const specific = VERB_CRITERIA.filter(([pattern]) => pattern.test(said))
      .map(([, line]) => line)
      .slice(0, 2);
    const who = persona(c);
    return {
      kind: 'acceptance',
      text: blocks(
        `**Acceptance criteria for ${requirement.id}:** “${said}”`,
        [
          `- **The requirement itself:** Given ${who} is signed in, when they do what ${requirement.id} covers, then ${inSentence(said)}.`,
          ...specific,
          `- **Invalid input:** Given a required field is empty or malformed, when they submit, then nothing is saved and the message names the field and how to fix it.`,
          `- **Permissions:** Given a user without access to the account, when they try it, then they get "not found" and no data is revealed.`,
          `- **Failure:** Given the server or a dependency fails midway, when they retry, then nothing is lost or done twice and the error says what happened.`,
        ],
        `Each line is testable as written; replace the thresholds with your own service levels.`,
      ),
      why: [
        `${requirement.id} reads “${said}”, so the first criterion checks exactly that`,
        'the others cover the paths that usually break: bad input, permissions and failure',
      ],
    };
  }
  const unseen = /\b(?:R|REQ-?|FR-?|requirement\s+#?)\d{1,2}\b/i.exec(c.text)?.[0];
  const named = requestSubject(c.text, c.facts.product_name);
  const subject =
    (unseen && named?.includes(unseen) ? undefined : named) ??
    c.facts.subject ??
    listItems(c.facts.main_features ?? '')[0] ??
    'the feature';
  return {
    kind: 'acceptance',
    text: blocks(
      unseen
        ? `I cannot see the text of ${unseen}: paste it (or open the PRD in **Documents**) and I will write criteria for exactly that line. Meanwhile, criteria for ${subject}:`
        : '',
      `**Acceptance criteria for ${subject}**`,
      criteriaFor(subject, persona(c)),
      'Replace the thresholds (2 s, 10,000 items) with your own service levels; QA can test each line as written.',
    ),
    why: [
      'each criterion is observable, so engineering and QA agree on done',
      'the list covers the paths that usually break: bad input, permissions, empty state, failure and scale',
    ],
  };
}

export function answerStories(c: Conversation): Answer {
  const subject = requestSubject(c.text, c.facts.product_name) ?? c.facts.subject;
  const who = persona(c);
  const it = subject ? the(subject) : '';
  const why = (topic: string) =>
    c.facts.pain_points && overlaps(topic, c.facts.pain_points) ? outcome(c) : '[the outcome, in their words]';
  const stories: string[] = subject
    ? [
        `1. As ${who}, I want to use ${it} so that ${why(subject)}.\n   - Acceptance: Given ${who} is signed in, when they use ${it}, then it completes within 2 seconds and shows a confirmation.`,
        `2. As ${who}, I want to be told when something changes in ${it}, so that I do not have to keep checking.\n   - Acceptance: Given a change that affects them, when it happens, then they are notified within 5 minutes, once.`,
        `3. As an account owner, I want to control who can use ${it}, so that only the right people see its data.\n   - Acceptance: Given a member without access, when they open ${it}, then they see "not found" and no data.`,
      ]
    : (listItems(c.facts.main_features ?? '').slice(0, 4).length > 0
        ? listItems(c.facts.main_features ?? '').slice(0, 4)
        : ['[the core task]']
      ).map(
        (item, i) =>
          `${i + 1}. As ${who}, I want ${/^(see|get|set|send|share|export|find|track|create|manage)\b/i.test(item) ? `to ${item}` : item} so that ${why(item)}.\n   - Acceptance: Given ${who} is signed in, when they use ${the(item)}, then the result is visible within 2 seconds and saved.`,
      );
  return {
    kind: 'stories',
    text: blocks(
      `**User stories${subject ? ` for ${subject}` : ''}**`,
      stories,
      `Each story names who, the action and the outcome; split any story that takes more than one sprint.`,
    ),
  };
}

const STANDARD: [RegExp, (c: Conversation) => Answer][] = [
  [/\b(success )?metrics?|kpis?|success\b/i, answerMetrics],
  [/\brisks?|assumptions?|dependenc/i, answerRisks],
  [/\bnon[- ]?goals?|out of scope/i, answerNonGoals],
  [/\buser stor|stories/i, answerStories],
  [/\bacceptance/i, answerAcceptance],
];

export function answerPrdSection(c: Conversation): Answer {
  const section = sectionName(c.text);
  const standard = section ? STANDARD.find(([pattern]) => pattern.test(section)) : undefined;
  const subject =
    (section && !SECTION_NAMES.test(section) ? section : undefined) ??
    requestSubject(c.text, c.facts.product_name) ??
    section ??
    c.facts.subject ??
    'the feature';
  if (standard) return standard[1](c);
  if (/^(problem|problem statement|background|context)$/i.test(subject)) {
    return {
      kind: 'prd-section',
      text: blocks(
        '## Problem',
        `${capitalise(audience(c))} ${c.facts.pain_points ? `face this today: ${inSentence(c.facts.pain_points)}` : 'face [the problem] today'}.`,
        c.full.pain_points && c.full.pain_points !== c.facts.pain_points
          ? `Evidence: ${c.full.pain_points}`
          : 'Evidence: [how often it happens, what it costs, one user quote].',
        `Why now: ${c.facts.business_goals ?? '[the business reason this matters this quarter]'}.`,
      ),
    };
  }
  const who = persona(c);
  const title = capitalise(subject);
  return {
    kind: 'prd-section',
    text: blocks(
      `## ${title}`,
      `**Problem.** [Where ${audience(c)} get stuck in ${subject} today, how often, and what it costs them].${c.facts.pain_points ? ` Known pain to connect it to: "${c.facts.pain_points}".` : ''}`,
      goalLine(c, subject),
      `**User story.** As ${who}, I want ${the(subject)} to work without help, so that ${outcome(c)}.`,
      '**Requirements**',
      [
        `1. ${title} works end to end the first time, with no step that needs support.`,
        `2. Each step of ${subject} saves progress, so leaving and coming back loses nothing.`,
        `3. ${title} states what happens next after each action.`,
      ],
      '**Acceptance criteria**',
      criteriaFor(subject, who).slice(0, 3),
      `**Out of scope.** Variants of ${subject} per customer, and anything not needed for a first-time user to succeed.`,
      `**Open questions.** Which step of ${subject} loses the most people today (owner: product, decide before design review).`,
    ),
    why: [`the section stays on ${subject} and ties it to the problem and metric you gave`],
  };
}

/** The section's goal: the metric the conversation stated, with its baseline, target and date, or brackets to fill. */
function goalLine(c: Conversation, subject: string): string {
  const north = northStar(c, subject);
  if (north.baseline || north.target) {
    return `**Goal.** ${north.name}: ${north.baseline ?? '[baseline: measure first]'} → ${north.target ?? '[target]'} by ${north.date ?? '[date]'}.`;
  }
  const support = c.facts.success_metric ?? c.facts.business_goals;
  return `**Goal.** ${capitalise(subject)} completion: [baseline] → [target] by [date]${support ? `, in support of "${support}"` : ''}.`;
}
