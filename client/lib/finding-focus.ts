/**
 * A design review's finding is drawn twice: as a numbered pin on the design preview and as its line
 * in the review. Each shows the other: the one asked for is scrolled into view, focused and
 * highlighted (`data-highlighted`, which each draws in its own way). With several reviews in the
 * chat, the newest review's line is the one shown.
 */
export type FindingSide = 'pin' | 'line';

export const findingAttribute: Record<FindingSide, string> = { pin: 'data-finding-pin', line: 'data-finding-line' };

export function showFinding(n: number, side: FindingSide) {
  const all = document.querySelectorAll<HTMLElement>(`[${findingAttribute[side]}="${n}"]`);
  const target = all[all.length - 1];
  if (!target) return;
  for (const old of document.querySelectorAll('[data-highlighted]')) old.removeAttribute('data-highlighted');
  const shown = side === 'line' ? (target.closest('tr') ?? target) : target;
  shown.setAttribute('data-highlighted', '');
  shown.scrollIntoView({ block: 'center', inline: 'nearest' });
  target.focus({ preventScroll: true });
}
