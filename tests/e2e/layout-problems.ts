import type { Page } from '@playwright/test';

/** What the overlap check reads: interactive elements and text blocks. */
const CHECKED = 'button, a[href], input:not([type="hidden"]), textarea, select, h1, h2, h3, h4, h5, h6, p, li, label';

/**
 * Widgets inside which overlap is by design, each a selector: two elements inside the same match are
 * not compared.
 */
const SAME_WIDGET: string[] = [];

/** Two boxes closer than this (in px) on both axes are touching, not overlapping (borders, sub-pixel rounding). */
const TOLERANCE = 2;

/**
 * What is wrong with the layout, as readable strings: the pairs of visible checked elements whose
 * boxes overlap, and those cut off at the side (outside a row that scrolls sideways). A text
 * element's box is its text's own box (not the width of its block); each box is cut to what its
 * scrolling or clipping ancestors show. An element and its own ancestors or descendants never count.
 */
export function findLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ([selector, sameWidget, tolerance]) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      // Paragraphs and headings hold their own words; list items and labels hold other blocks: their boxes are their own.
      const TEXT_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
      const intersect = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      const empty = (b: Box) => b.right - b.left <= tolerance || b.bottom - b.top <= tolerance;

      const union = (boxes: Box[]): Box =>
        boxes.reduce<Box>(
          (u, r) => ({
            left: Math.min(u.left, r.left),
            top: Math.min(u.top, r.top),
            right: Math.max(u.right, r.right),
            bottom: Math.max(u.bottom, r.bottom),
          }),
          { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity },
        );

      /**
       * The box cut to what the clipping elements (scrollers, overflow hidden, a truncated text's own
       * box) from `from` up to `to` (both included) let through; up to the page without `to`.
       */
      function clipped(box: Box, from: Element | null, to?: Element): Box {
        for (let a = from; a && a !== document.documentElement; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none') {
            box = intersect(box, a.getBoundingClientRect());
          }
          if (a === to || style.position === 'fixed') break;
        }
        return box;
      }

      /** A text's own box: the union of its lines as shown, so a short heading in a wide block is only as wide as its words. */
      function ownBox(el: Element): Box {
        const rect = el.getBoundingClientRect();
        if (!TEXT_TAGS.has(el.tagName)) return rect;
        const lines: Box[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            const shown = clipped(line, node.parentElement, el);
            if (!empty(shown)) lines.push(shown);
          }
        }
        return lines.length === 0 ? rect : union(lines);
      }

      function* ancestors(el: Element) {
        for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) yield a;
      }

      /** What of the element the page shows. */
      const shownBox = (el: Element): Box => clipped(ownBox(el), el);

      const name = (el: Element) => {
        const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '';
        return `${el.tagName.toLowerCase()} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      };

      const items = [...document.querySelectorAll(selector)]
        .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        // Toasts float over the page by design: where they may sit is the toast placement test's to say.
        .filter((el) => !el.closest('[aria-hidden="true"], .sr-only, [inert], [data-sonner-toaster]'))
        .map((el) => ({ el, box: shownBox(el) }))
        .filter(({ box }) => !empty(box));

      const found: string[] = [];
      items.forEach((a, i) => {
        for (const b of items.slice(i + 1)) {
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          if (
            sameWidget.some((s) => {
              const w = a.el.closest(s);
              return w !== null && w === b.el.closest(s);
            })
          )
            continue;
          const both = intersect(a.box, b.box);
          if (empty(both)) continue;
          found.push(`${name(a.el)} overlaps ${name(b.el)}`);
        }
      });

      // Cut off: a control or text whose box the page cuts sideways, outside a row that scrolls sideways
      // (a single-line flex row that scrolls: a page's own scroller scrolling sideways is the defect).
      const scrollsSideways = (el: Element) =>
        [...ancestors(el)].some((a) => {
          const style = getComputedStyle(a);
          const row = style.display.endsWith('flex') && style.flexDirection === 'row' && style.flexWrap === 'nowrap';
          return row && ['auto', 'scroll'].includes(style.overflowX) && a.scrollWidth > a.clientWidth;
        });
      for (const { el } of items) {
        const box = el.getBoundingClientRect();
        const shown = clipped(box, el.parentElement);
        const offPage = box.left < -tolerance || box.right > document.documentElement.clientWidth + tolerance;
        if ((offPage || shown.right - shown.left < box.width - tolerance) && !scrollsSideways(el)) found.push(`${name(el)} is cut off`);
      }
      return found;
    },
    [CHECKED, SAME_WIDGET, TOLERANCE] as const,
  );
}
