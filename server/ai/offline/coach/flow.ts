/** "What would you change first?" about a flow the PM described: the step that hurts, what to change there, and how to know. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { listItems } from '../phrase';
import { overlapCount, overlaps } from './themes';
import { quantities } from './nlp';

const STEP = /\b(?:at|on|in|during)\s+(the\s+[\w-]+(?:\s[\w-]+)?\s(?:step|page|screen|form|stage))\b/i;
const LOSS = /\b(drop|abandon|lose|lost|leave|quit|give up|bounce)/i;
const MOBILE = /\b(mobile|phone|on the go|between meetings|one hand|small screen|ios|android)\b/i;

export function answerFlow(c: Conversation): Answer | null {
  const flow = c.full.current_flow ?? c.facts.current_flow;
  const pain = c.full.pain_points ?? c.facts.pain_points ?? '';
  const said = [c.text, ...c.earlier.slice(-6)].map((t) => t.slice(0, 800)).join(' \n');
  const steps = flow ? listItems(flow.replace(/\b(then|after that|next|finally)\b|→|->/gi, ',')) : [];
  if (steps.length < 2 && !pain) return null;
  const namedStep = STEP.exec(`${pain} ${said}`)?.[1];
  const best = pain ? [...steps].sort((a, b) => overlapCount(b, pain) - overlapCount(a, pain))[0] : undefined;
  const hurting =
    (best && overlaps(best, pain) ? best : undefined) ??
    namedStep ??
    (c.facts.subject && !c.facts.subject.includes(' flow') ? c.facts.subject : undefined);
  const lossSentence = `${pain}. ${said}`.split(/(?<=[.!?])\s+|\n/).find((t) => LOSS.test(t) && /\d\s?%/.test(t)) ?? '';
  const lost = quantities(lossSentence).find((q) => q.unit === '%' && !/\b(traffic|mobile|desktop)\b/.test(q.after));
  const stepCount = quantities(said).find((q) => q.unit === '' && /^(steps?|screens?|pages?)\b/.test(q.after))?.value;
  const mobileShare = quantities(said).find((q) => q.unit === '%' && (MOBILE.test(q.before) || MOBILE.test(q.after)));
  const mobile = MOBILE.test(`${c.facts.target_audience ?? ''} ${pain}`) || mobileShare !== undefined;
  const changes = [
    `**At ${hurting ? `“${hurting}”` : 'the step that loses the most people'}:** prefill from last time, cut every field that is not needed to finish, and keep what was typed if the person leaves.`,
    steps.length < 2 && stepCount !== undefined && stepCount > 3
      ? `**Cut steps:** ${stepCount} steps is a lot; merge the steps that ask for data you already have and give optional ones a default.`
      : '',
    steps.length > 4
      ? `**Cut steps:** ${steps.length} steps is a lot for a routine task; give optional steps a sensible default (for example ${steps.slice(-3, -1).join(' or ')}) and let people change them on the preview instead.`
      : '',
    mobile
      ? `**On the phone${mobileShare ? ` (${mobileShare.value}% of your traffic)` : ''}:** one column, tap targets of at least 44 px, the right keyboard for each field, and the primary action in thumb reach.`
      : '',
    c.facts.constraints ? `**Check each change against your constraints** (${c.facts.constraints}) before it goes into design review.` : '',
  ].filter(Boolean);
  return {
    kind: 'design',
    claim: hurting ? `“${hurting}” first` : 'the worst step first',
    text: blocks(
      `**Change ${hurting ? `“${hurting}”` : 'the worst step'} first**${lost ? `: ${lost.value}% of people are lost there` : ''}.`,
      changes.map((line, i) => `${i + 1}. ${line}`),
      `**How you will know:** completion of that step${lost ? ` from ${100 - lost.value}% today` : ''}${c.facts.success_metric ? `, and your metric: ${c.facts.success_metric}` : ''}. Upload the screen in **Designs** for measured contrast and clutter.`,
    ),
    why: [
      hurting ? `your own data puts the drop-off at “${hurting}”` : 'the step that loses the most people limits everything after it',
      steps.length > 0 ? `the flow has ${steps.length} steps, and each removed step cuts drop-off` : '',
    ].filter(Boolean),
  };
}
