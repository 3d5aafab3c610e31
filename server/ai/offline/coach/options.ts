/** The options a prioritisation question names: bullet lines, "A, B or C", "A vs B", or the known features. */
import { type Facts } from '../coach-facts';
import { listItems } from '../phrase';

const LEAD =
  /^.*?(?:between|among|:|prioriti[sz]e|rank|rice|ice|score|compare|choose|pick|build first|do first|first)\s*(?:these|the\s+following|(?:the\s+)?options|them)?\s*:?\s+/i;
/** Per-option figures ("reach 1,200 effort 2 weeks") are read from the option's text, not kept in its name. */
const FIGURES =
  /\s+(?:reach|effort|impact|confidence|ease|est\.?|estimate|~)\b.*$|\s+\d[\d,.]*\s*(?:weeks?|wks?|days?|sprints?|months?|users?|customers?)\b.*$/i;
/** Commas that separate items, not the thousands in "1,200". */
const ITEM_SPLIT = /\s*(?:,(?!\d{3}\b)|;|\bor\b|\bvs\.?|\bversus\b|\band\b)\s*/i;
const TAIL = /\s*(?:\?|\.|!|$|\s+(?:first|next|now|using|with rice|with ice|by rice|by ice|for (?:the )?(?:q\d|next)))/i;

export type Option = { name: string; text: string };

function tidy(item: string): string {
  return item
    .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
    .replace(/\([^)]*\)|\s[-–—:]\s.*$/, '')
    .replace(FIGURES, '')
    .replace(/^(?:to\s+|we\s+|should we\s+|build\s+|do\s+|ship\s+|a\s+|an\s+|the\s+)+/i, '')
    .replace(/[?.!,;:]+$/, '')
    .trim();
}

/** The items the previous reply listed ("#### 1. Idea", "1. **Idea**", or a table's first column). */
function listedIn(reply: string): Option[] {
  const headings = [...reply.matchAll(/^#{2,4}\s+\d+\.\s+(.+)$/gm)].map((m) => m[1] ?? '');
  const bold = [...reply.matchAll(/^\d+\.\s+\*\*(.+?)\*\*/gm)].map((m) => m[1] ?? '');
  const rows = [...reply.matchAll(/^\|\s*([^|*]+?)\s*\|/gm)]
    .map((m) => m[1] ?? '')
    .filter((c) => !/^(option|metric|role|risk|step|arm|colour|text|-+)$/i.test(c) && !/^-+$/.test(c));
  const found = headings.length >= 2 ? headings : bold.length >= 2 ? bold : rows.length >= 2 ? rows : [];
  return found.map((name) => ({ name: name.split(/:\s/)[0]?.trim() ?? name, text: name }));
}

/** "Option A: a referral program, 3 weeks …  Option B: annual billing, …": options named by a label. */
const LABELLED = /\b(?:option|choice|plan|path|bet|idea)\s+(?:[A-Z]|[1-9])\s*[:—–-]\s*/gi;

/** The options a message names with labels ("Option A: …"), each with its own text; none without two labels. */
export function labelledOptions(text: string): Option[] {
  const labels = [...text.matchAll(LABELLED)];
  if (labels.length < 2) return [];
  return labels.map((m, i) => {
    const body = text.slice((m.index ?? 0) + m[0].length, labels[i + 1]?.index ?? text.length);
    return { name: tidy(body.split(/[,.;]\s/)[0] ?? body), text: body };
  });
}

/** Options in the message, each with its full text (for per-option numbers such as "2 weeks"); else those of the previous reply. */
export function optionsIn(text: string, facts: Facts, lastReply = ''): Option[] {
  const labelled = labelledOptions(text);
  if (labelled.length >= 2) return labelled;
  const bullets = text.split('\n').filter((line) => /^\s*(?:[-*•]|\d+[.)])\s+\S/.test(line));
  if (bullets.length >= 2) return bullets.map((b) => ({ name: tidy(b), text: b })).filter((o) => o.name.length > 1);
  const semi = text
    .replace(LEAD, '')
    .split(/\s*;\s*/)
    .filter((p) => p.trim());
  if (semi.length >= 2) {
    const items = semi.map((p) => ({ name: tidy(p.split(TAIL)[0] ?? p), text: p })).filter((o) => o.name.length > 0);
    if (items.length >= 2) return items;
  }
  const firstSentence = text.split(/\n|(?<=[?!])\s|(?<=\.)\s(?=[A-Z])/).find((s) => /,|\bor\b|\bvs\.?\b|\bversus\b/i.test(s)) ?? '';
  const body = firstSentence.replace(LEAD, '').split(TAIL)[0] ?? '';
  const guarded = body.replace(/\([^)]*\)/g, (group) => group.replace(/,/g, '\uE000').replace(/\b(and|or)\b/g, '\uE001$1'));
  const raw = guarded
    .split(ITEM_SPLIT)
    .filter((p) => p.trim())
    .map((p) => p.replace(/\uE000/g, ',').replace(/\uE001/g, ''));
  const parts = raw
    .map((p) => ({ name: tidy(p), text: p }))
    .filter((p) => (p.name.length > 1 || /^[A-Z]$/.test(p.name)) && p.name.split(' ').length <= 8);
  if (parts.length >= 2) return parts;
  const listed = listedIn(lastReply);
  if (listed.length >= 2) return listed;
  return listItems(facts.main_features ?? '').map((name) => ({ name, text: name }));
}
