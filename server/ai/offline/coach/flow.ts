/** "What would you change first?" about a flow the PM described: the step that hurts, what to change there, and how to know. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { listItems } from '../coach-facts';
import { overlaps } from './themes';
import { quantities } from './nlp';

const MOBILE = /\b(mobile|phone|on the go|between meetings|one hand|small screen|ios|android)\b/i;

export function answerFlow(c: Conversation): Answer | null {
  const flow = c.full.current_flow ?? c.facts.current_flow;
  const pain = c.full.pain_points ?? c.facts.pain_points ?? '';
  const steps = flow ? listItems(flow.replace(/\b(then|after that|next|finally)\b|→|->/gi, ',')) : [];
  if (steps.length < 2 && !pain) return null;
  const hurting = steps.find((step) => pain && overlaps(step, pain)) ?? (c.facts.subject && !c.facts.subject.includes(' flow') ? c.facts.subject : undefined);
  const lost = quantities(pain).find((q) => q.unit === '%');
  const mobile = MOBILE.test(`${c.facts.target_audience ?? ''} ${pain}`);
  const changes = [
    `**At ${hurting ? `“${hurting}”` : 'the step that loses the most people'}:** prefill from last time, cut every field that is not needed to finish, and keep what was typed if the person leaves.`,
    steps.length > 4 ? `**Cut steps:** ${steps.length} steps is a lot for a routine task; give optional steps a sensible default (for example ${steps.slice(-3, -1).join(' or ')}) and let people change them on the preview instead.` : '',
    mobile ? '**On the phone:** one column, tap targets of at least 44 px, the numeric keyboard for amounts, and the primary action in thumb reach.' : '',
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
    why: [hurting ? `your own data puts the drop-off at “${hurting}”` : 'the step that loses the most people limits everything after it', steps.length > 0 ? `the flow has ${steps.length} steps, and each removed step cuts drop-off` : ''].filter(Boolean),
  };
}
