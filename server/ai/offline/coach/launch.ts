/** "How should we roll it out?" and "who should we target first?": a staged launch and a first segment, from the facts. */
import type { Answer } from './answer';
import { blocks } from './answer';
import { lastRanking, type Conversation } from './conversation';
import { inSentence } from '../phrase';
import { northStar } from './metrics';
import { withThe } from './nlp';

export function answerRollout(c: Conversation): Answer {
  const what = lastRanking(c)?.top ?? c.facts.subject ?? c.facts.idea ?? c.facts.product_name ?? 'the release';
  const north = northStar(c);
  const guard = north.family.guardrail.name.toLowerCase();
  const who = inSentence(c.facts.target_audience ?? 'users');
  return {
    kind: 'rollout',
    claim: 'a staged rollout behind a flag',
    text: blocks(
      `**Roll ${withThe(what)} out in four stages behind a feature flag**, each with a gate you agree now:`,
      [
        `1. **Internal and 5 friendly ${who}** (week 1): every bug that blocks the core task is fixed; you watch 3 of them use it.`,
        `2. **10% of ${who}** (weeks 2–3), the rest as the comparison group: ${north.name.toLowerCase()} moves the right way and ${guard} is no worse.`,
        '3. **50%** (week 4): the same result holds and support tickets per 100 users stay flat.',
        '4. **Everyone**, with the announcement, help article and in-product tip on the same day.',
      ],
      `**Rollback rule:** if ${guard} worsens by more than 10% at any stage, switch the flag off and review before continuing.`,
    ),
    why: [
      'a comparison group at 10% shows the effect of the release itself',
      'each gate is set before launch, so the decision is not argued after the fact',
    ],
  };
}

export function answerSegment(c: Conversation): Answer {
  const audience = c.facts.target_audience;
  const pain = c.facts.pain_points;
  return {
    kind: 'segment',
    claim: 'the segment with the most frequent pain and a short buying path',
    text: blocks(
      audience
        ? `**Start with the ${inSentence(audience).replace(/^(?:the|our|my)\s+/i, '')} who feel the problem most often${pain ? ` (“${inSentence(pain)}”)` : ''} and can buy without a committee.** A narrow first segment gives you references and one message that works.`
        : '**Start with the narrowest group that has the problem every week and can buy without a committee.** A narrow first segment gives you references and one message that works.',
      [
        '| Test for each candidate segment | Why it matters |',
        '|---|---|',
        '| Feels the pain weekly or more | frequency drives adoption and retention |',
        '| Has budget and one decision-maker | shortens the sales cycle |',
        '| Reachable through one channel you own | keeps acquisition cheap |',
        '| Talks to peers like them | word of mouth and case studies carry |',
      ],
      'List your candidate segments (one per line, with a rough count each) and I will score them with RICE.',
    ),
    why: ['frequency of the pain and a short buying path predict early traction better than segment size'],
  };
}
