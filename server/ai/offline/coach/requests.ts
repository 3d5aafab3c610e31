/**
 * "Dark mode: 40 tickets. Bulk edit: 12 tickets, but from our 5 biggest accounts.": options weighed by
 * the requests written for each. A count of requests ranks them only when nothing says some requests
 * weigh more; when the message names who asked (the biggest accounts), the answer says the count is
 * the wrong scale and asks for the one number that settles it.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { optionsIn } from './options';
import { figuresIn, normalised, num } from '../reading/figures';
import { capitalise } from '../phrase';

const REQUESTS = /^(?:tickets?|requests?|votes?|upvotes?|asks?|mentions?|customers? asking|feature requests?)\b/;
const WEIGHTY = /\b(?:biggest|largest|top|key|enterprise|strategic|highest[- ]paying|paying|at[- ]risk|renewal)\b/i;

type Asked = { name: string; count: number; weighty?: string };

export function answerRequests(c: Conversation): Answer | null {
  const text = normalised(c.text);
  const options = optionsIn(text, c.facts);
  if (options.length < 2) return null;
  const sentences = text.split(/(?<=[.!?;])\s+|\n/);
  const asked: Asked[] = options.flatMap((o) => {
    const about = sentences.filter((s) => s.toLowerCase().includes(o.name.toLowerCase()));
    const count = about.flatMap((s) => figuresIn(s)).find((f) => f.kind === 'count' && REQUESTS.test(f.after));
    if (!count) return [];
    const weighty = about.map((s) => WEIGHTY.exec(s)?.[0]).find(Boolean);
    return [{ name: o.name, count: count.value, ...(weighty ? { weighty: about.find((s) => WEIGHTY.test(s))?.trim() } : {}) }];
  });
  if (asked.length < 2) return null;
  const byCount = [...asked].sort((a, b) => b.count - a.count);
  const [most, next] = byCount as [Asked, Asked];
  const weighed = asked.find((a) => a.weighty);
  if (weighed && weighed !== most)
    return {
      kind: 'prioritise',
      claim: 'request counts are the wrong scale here',
      text: blocks(
        `**By count, ${most.name} leads (${num(most.count)} against ${num(weighed.count)}), but the count is the wrong scale here: ${weighed.name}'s requests come from the accounts that weigh most.**`,
        `**What I read:** ${asked.map((a) => `${a.name}: ${num(a.count)} requests${a.weighty ? ` (“${a.weighty.replace(/^[^:]*:\s*/, '')}”)` : ''}`).join('; ')}.`,
        [
          '- **Weigh each request by what rides on it:** the revenue of the account asking, and whether it is tied to a renewal or an expansion. One large account can outweigh dozens of small ones.',
          `- **Count the asks, not the tickets:** ${num(most.count)} tickets may be a few vocal users asking again; count distinct accounts for each.`,
        ],
        `**One question:** what share of revenue do the accounts asking for ${weighed.name} bring, against those asking for ${most.name}? If it is larger, ${weighed.name} goes first; if it is not, ${most.name} does.`,
      ),
      why: ['a request count treats every customer as equal', 'the message says some requesters weigh more'],
    };
  return {
    kind: 'prioritise',
    claim: `${most.name} first on requests`,
    text: blocks(
      `**On requests, ${most.name} first: ${num(most.count)} against ${num(next.count)} for ${next.name}.**`,
      byCount.map((a, i) => `${i + 1}. **${capitalise(a.name)}**: ${num(a.count)} requests`),
      'Before you commit, count distinct accounts rather than tickets, and check that the requests come from the customers you are building for: a count treats every requester as equal.',
    ),
    why: byCount.map((a) => `${a.name}: ${num(a.count)} requests`),
  };
}
