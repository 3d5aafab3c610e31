import { Extension } from '@tiptap/react';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** An issue a requirement was sent as, as the chip beside it shows it. */
export type TrackerChip = { key: string; title: string; url: string; label: string; tracker: string };

type ChipState = { chips: TrackerChip[]; set: DecorationSet };

export const trackerChipsKey = new PluginKey<ChipState>('trackerChips');

/** Text compared loosely: lower case, letters and digits only, single spaces; a cut title loses its ellipsis. */
const loose = (text: string) =>
  text
    .replace(/…$/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** An explicit id key (`FR-2`, `R1`), found at the start of its requirement's text; other keys are slugs of the title. */
const EXPLICIT = /^[A-Z][A-Z0-9]*-?\d/;

function chipElement(chip: TrackerChip) {
  const link = document.createElement('a');
  link.href = chip.url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.className = 'tracker-chip';
  link.contentEditable = 'false';
  link.textContent = chip.label;
  link.title = `Open in ${chip.tracker}`;
  link.setAttribute('aria-label', `${chip.label} in ${chip.tracker}`);
  // In an editable document a click would only place the cursor: open the issue instead.
  link.addEventListener('mousedown', (event) => event.preventDefault());
  link.addEventListener('click', (event) => {
    event.preventDefault();
    window.open(chip.url, '_blank', 'noopener,noreferrer');
  });
  return link;
}

/** Each chip after the first text block its requirement reads as: starting with its id, or with its title. */
function decorate(doc: PmNode, chips: TrackerChip[]): DecorationSet {
  if (chips.length === 0) return DecorationSet.empty;
  const wanted = chips.map((chip) => ({
    chip,
    id: EXPLICIT.test(chip.key) ? loose(chip.key) : null,
    title: loose(chip.title.replace(new RegExp(`^${chip.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[:.)\\-–—]?\\s*`), '')),
  }));
  const placed = new Set<TrackerChip>();
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const text = loose(node.textContent);
    if (!text) return false;
    for (const want of wanted) {
      if (placed.has(want.chip)) continue;
      const byId = want.id !== null && (text === want.id || text.startsWith(`${want.id} `));
      const byTitle = want.title.length > 0 && text.startsWith(want.title);
      if (!byId && !byTitle) continue;
      placed.add(want.chip);
      decorations.push(
        Decoration.widget(pos + node.nodeSize - 1, () => chipElement(want.chip), { side: 1, key: `${want.chip.key}:${want.chip.url}` }),
      );
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * Shows, after each requirement the document sent to a tracker, a chip linking to its issue, found
 * again after each change by its id or title. Decorations only: the document's HTML never holds one.
 */
export const TrackerChips = Extension.create({
  name: 'trackerChips',
  addProseMirrorPlugins() {
    return [
      new Plugin<ChipState>({
        key: trackerChipsKey,
        state: {
          init: (): ChipState => ({ chips: [], set: DecorationSet.empty }),
          apply(tr, value, _old, state) {
            const chips = tr.getMeta(trackerChipsKey) as TrackerChip[] | undefined;
            if (!tr.docChanged && !chips) return value;
            const next = chips ?? value.chips;
            return { chips: next, set: decorate(state.doc, next) };
          },
        },
        props: { decorations: (state) => trackerChipsKey.getState(state)?.set ?? DecorationSet.empty },
      }),
    ];
  },
});
