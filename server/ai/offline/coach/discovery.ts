/** The requirements section of a PRD, and a customer-interview script, from what the chat knows. */
import type { Answer } from './answer';
import { blocks } from './answer';
import { lastRanking, type Conversation } from './conversation';
import { capitalise, inSentence, listItems } from '../phrase';
import { ideasFor } from './ideas';
import { criteriaFor } from './requirements';
import { article, singularPersona } from './nlp';

const persona = (c: Conversation) => {
  const one = singularPersona(inSentence(c.facts.target_audience ?? 'user').replace(/^(?:a|an|the)\s+/i, ''));
  return `${article(one)} ${one}`;
};

/** "Write the requirements section": numbered requirements from the pick, the features or the ideas, each with a criterion. */
export function answerRequirementsSection(c: Conversation): Answer {
  const ranked = lastRanking(c);
  const features = ranked ? [ranked.top] : listItems(c.facts.main_features ?? '').slice(0, 4);
  const items =
    features.length > 0
      ? features
      : ideasFor(c.facts, c.full)
          .slice(0, 3)
          .map((idea) => idea.split(':')[0] ?? idea);
  const who = persona(c);
  const rows = (items.length > 0 ? items : ['[the core capability]']).map((item, i) => {
    const criterion = (criteriaFor(inSentence(item), who)[0] ?? '').replace(/^- \*\*Happy path:\*\* /, '');
    return `${i + 1}. **R${i + 1}. ${capitalise(item)}.** ${capitalise(inSentence(who))} can ${/^(?:see|get|set|send|share|export|find|track|create|manage|add|edit)\b/i.test(item) ? item : `use ${item.toLowerCase()}`} without help.\n   - Acceptance: ${criterion}`;
  });
  return {
    kind: 'prd-section',
    text: blocks(
      '## Requirements',
      rows,
      `${rows.length + 1}. **R${rows.length + 1}. Measurement.** Every requirement above logs the events needed for the success metric from day one.`,
      'Number each requirement (R1, R2, …) so reviews and tickets can cite it; ask me for acceptance criteria for any of them by number.',
    ),
    why: [
      ranked
        ? `${ranked.top} came first in the prioritisation`
        : features.length > 0
          ? 'the requirements follow the core features you named'
          : 'the requirements follow the ideas drawn from your problem',
    ],
  };
}

/** "What should I ask in interviews?": questions about past behaviour, never about the idea. */
export function answerInterviews(c: Conversation): Answer {
  const who = inSentence(c.facts.target_audience ?? 'the people you interview');
  const pain = c.facts.pain_points ? inSentence(c.facts.pain_points) : 'the problem';
  return {
    kind: 'draft',
    text: blocks(
      `**Interview script for ${who}** (30 minutes, about the past, never about your idea):`,
      [
        `1. Tell me about the last time ${c.facts.pain_points ? `this happened: ${pain}` : 'you ran into this'}. What happened, step by step?`,
        '2. What did it cost you: time, money, a client, a late night?',
        '3. What do you do about it today? What have you tried that did not work?',
        '4. How often does it happen? When was the time before that?',
        '5. Who else is involved, and who decides what tool you use for it?',
        '6. If you could change one thing about how you handle it, what would it be?',
      ],
      '**Listen for:** a recent, specific story (not "usually"), money or time already spent on a workaround, and who decides. Skip "would you use…?" questions: people are polite about ideas.',
      '**Pass bar:** at least 6 of 8 interviews describe the problem unprompted with a recent example; fewer means the problem is not urgent enough yet.',
    ),
  };
}
