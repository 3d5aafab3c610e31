/**
 * A stakeholder memo: the ask in the first line, then context, options with what each costs and
 * does, the recommendation and what the reader must do by when. Built from the message and the
 * product facts; where they are silent the memo says what to add, never a made-up reason.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';

export const ASKS_MEMO = /\bmemo\b|\b(?:write|draft)\b.*\b(?:e-?mail|note|update|one-?pager)\s+(?:to|for)\s+(?:our|the|my)\b/i;

const RECIPIENT = /\b(?:to|for)\s+(?:our|the|my)\s+([A-Za-z][\w-]*(?:\s+(?:team|lead|leadership|board|committee|officer))?)/i;
const ASK =
  /\b(?:ask(?:ing)? (?:for|to)|recommending|recommend|proposing|propose|asking|arguing|argue|about|on|that)\s+(?:that\s+)?(?:we\s+)?(.+?)(?:[.?!]|$)/i;

const EXPLAINS =
  /\b(?:explain\w*|announc\w*|tell\w*|inform\w*)\s+(?:them\s+|the team\s+)?(?:why|that)\s+(?:we(?:'re| are| will| have| had)?\s+)?(.+?)(?:[.?!]|$)/i;
const REASON = /\b(?:reason|because|due to|the cause)\b\s*:?\s*(?:is\s+|was\s+)?(?:that\s+)?(.+?)(?:[.?!]|$)/i;

/** A memo that explains a decision already taken ("explaining why we are delaying the launch"): what, why, what changes. */
function explanationMemo(c: Conversation, recipient: string | undefined, news: string): Answer {
  const reason = REASON.exec(c.text.slice(c.text.search(/[.?!]/) + 1))?.[1]?.trim() ?? REASON.exec(c.text)?.[1]?.trim();
  const headline = `${news.charAt(0).toUpperCase()}${news.slice(1)}`;
  return {
    kind: 'draft',
    claim: `a memo explaining: ${news}`,
    text: blocks(
      `**To:** ${recipient ?? '[reader]'} · **From:** [you] · **Subject:** ${headline}`,
      `**In one line:** we are ${news}${reason ? ` because ${reason.charAt(0).toLowerCase()}${reason.slice(1)}` : ''}.`,
      '**Why**',
      [
        reason
          ? `- ${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`
          : '- The cause, in one sentence of fact: [what happened, and when we learned it].',
        '- Why we did not go ahead anyway: [the risk of going ahead, in customers, money or trust].',
      ],
      '**What changes**',
      [
        '- New date: [date], and what it depends on.',
        '- Who is affected (customers, sales, marketing, support) and what each should do now.',
      ],
      '**What we are doing about it**',
      ['- [The step that removes the cause, with its owner and date.]', '- [What ships in the meantime, if anything.]'],
      `**What I need from you:** nothing, unless [the one decision that would change the date]; I will send the next update on [date].`,
      'Fill the brackets before sending: a delay memo that gives the new date and what it depends on gets trust, one without it gets questions.',
    ),
  };
}

export function answerMemo(c: Conversation): Answer | null {
  const recipient = RECIPIENT.exec(c.text)?.[1];
  const news = EXPLAINS.exec(c.text)?.[1]?.trim();
  if (news) return explanationMemo(c, recipient, news);
  const ask = ASK.exec(c.text)?.[1]?.trim();
  if (!ask) return null;
  const product = c.facts.product_name;
  const audience = c.facts.target_audience;
  const goal = c.facts.business_goals ?? c.facts.goal;
  const context = [
    product ? `- **Product:** ${product}${audience ? `, for ${audience}` : ''}.` : '',
    goal ? `- **The goal it serves:** ${goal}.` : '',
    '- **What changed:** the one fact that makes this decision due now (a date, a number, a risk); add it here.',
  ].filter(Boolean);
  return {
    kind: 'draft',
    claim: `a memo asking to ${ask}`,
    text: blocks(
      `**To:** ${recipient ?? '[reader]'} · **From:** [you] · **Subject:** Decision needed: ${ask}`,
      `**The ask:** I recommend we ${ask}. I need your agreement by [date], because [what waits on it].`,
      '**Context**',
      context,
      '**Options**',
      [
        `1. **${ask.charAt(0).toUpperCase()}${ask.slice(1)}** (recommended): what it costs (time, money, people) and what it protects.`,
        '2. **Keep the current plan:** what it saves, and the risk it accepts.',
        '3. **A middle path** (a smaller scope, a phased start): what it keeps of each.',
      ],
      `**Recommendation:** option 1, accepting its cost for what it protects. The trade-off, in one sentence: [what we give up] for [what we gain].`,
      '**What I need from you:** a yes or no on option 1 by [date]; if no, which option and why.',
      'Fill the brackets with your numbers before sending: a memo that names its cost in money or weeks gets a faster answer.',
    ),
  };
}
