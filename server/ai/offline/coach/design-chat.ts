/** Design-chat follow-ups, answered from the design's title and its measurements. */
import type { Answer } from './answer';
import { blocks } from './answer';
import type { Conversation } from './conversation';
import { DEVICE_MEANING } from '../design-meaning';
import { clutterLine, textFix, worstText } from '../design-review';

const ASKS = {
  contrast: /\b(contrast|readab\w*|legib\w*|accessib\w*|a11y|wcag|colou?rs?|faint|grey|gray|see the text|read)\b/i,
  clutter:
    /\b(clutter\w*|busy|dense|density|crowded|space|spacing|whitespace|white space|simplif\w*|overwhelm\w*|too much|minimal|noisy|layout|hierarchy)\b/i,
  device: /\b(mobile|phone|tablet|desktop|responsive|screen size|resolution|breakpoint)\b/i,
};

export function answerDesign(c: Conversation): Answer | null {
  const design = c.design;
  const m = design?.measurements;
  if (!design) return null;
  const name = design.title?.trim() || 'this design';
  if (!m) {
    return {
      kind: 'design',
      text: `I have no measurements of **${name}** yet: upload the screen and run **Analyze Design**, then ask again and I will answer from its measured contrast and clutter.`,
    };
  }
  const worst = worstText(m, 3);
  const failing = m.text.filter((t) => t.ratio < 4.5);
  const contrastLines = worst.map(
    (t) =>
      `- ${t.ratio.toFixed(2)}:1, \`${t.foreground}\` on \`${t.background}\`, ${t.where} (${t.x}, ${t.y}; ${t.lines} line${t.lines === 1 ? '' : 's'})${t.ratio < 4.5 ? ` → ${textFix(t)}` : ' (passes)'}`,
  );
  const fixes: string[] = [];
  if (failing[0])
    fixes.push(
      `**Raise text contrast** at the ${failing[0].where}: ${failing[0].ratio.toFixed(2)}:1 now; ${textFix(failing[0])}.${failing.length > 1 ? ` ${failing.length - 1} more text region${failing.length === 2 ? '' : 's'} also fail${failing.length === 2 ? 's' : ''} AA.` : ''}`,
    );
  if (m.clutter.level === 'dense' || m.clutter.level === 'very dense')
    fixes.push(
      `**Cut the density**: ${Math.round(m.clutter.occupied * 100)}% of the screen holds content, about ${m.clutter.textLines} lines of text. Keep what the main task needs, group the rest under clear headings, and move secondary data behind a click.`,
    );
  if (m.clutter.level === 'sparse')
    fixes.push(
      `**Make the next step obvious**: the screen is sparse (${Math.round(m.clutter.occupied * 100)}% content), so one primary action should stand out.`,
    );
  if (fixes.length === 0)
    fixes.push(
      '**Hierarchy**: contrast and density measure well, so check by eye that the most important element is the most prominent and there is one primary action.',
    );

  const ask = c.text;
  let body: string;
  if (ASKS.contrast.test(ask)) {
    body = blocks(
      failing.length > 0
        ? `**${failing.length} of ${m.text.length} text regions on ${name} fail AA** (4.5:1 for body text). The lowest:`
        : `**All ${m.text.length} text regions on ${name} pass AA.** The faintest:`,
      contrastLines,
      'Large text (24 px, or 18.66 px bold) needs 3:1; everything else 4.5:1.',
    );
  } else if (ASKS.clutter.test(ask)) {
    body = blocks(`**${name}:** ${clutterLine(m.clutter)}`, fixes.find((f) => f.startsWith('**Cut') || f.startsWith('**Make')) ?? '');
  } else if (ASKS.device.test(ask)) {
    body = `**${name}** is ${m.width} × ${m.height} px, most likely a **${m.device}** screen. ${DEVICE_MEANING[m.device]}`;
  } else {
    body = blocks(
      `**What to fix first on ${name}**, from its measurements:`,
      fixes.map((f, i) => `${i + 1}. ${f}`),
    );
  }
  return {
    kind: 'design',
    text: blocks(body, design.notes ? `Your notes on it: ${design.notes.slice(0, 200)}` : ''),
    why: [
      worst[0]
        ? `the faintest text measured ${worst[0].ratio.toFixed(2)}:1 against its own background at the ${worst[0].where}`
        : 'no text regions were found',
      `${Math.round(m.clutter.occupied * 100)}% of the screen holds content in ${m.clutter.blocks} blocks with about ${m.clutter.textLines} lines of text`,
    ],
  };
}
