/**
 * Filled buttons of a screenshot: compact rectangles of one saturated colour, distinct from the page.
 * From them: whether the screen has one primary action (one filled button stands out by size) or
 * many of equal weight, whether a phone's buttons reach the 44 × 44 pt tap target, and whether the
 * primary button stands out from the page (3:1 for a control, WCAG 1.4.11).
 */
import { contrastRatio, toHex, type Rgb } from './color-contrast';
import type { CellGrid } from './design-cells';
import { components, place } from './design-layout';
import type { DeviceClass } from './design-geometry';

export type FilledButton = {
  /** Box in the original image's pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  /** Contrast of the fill against the page. */
  ratio: number;
  where: string;
};

export type ButtonRead = {
  buttons: FilledButton[];
  /** The button that stands out, or null when several share the same weight. */
  primary: FilledButton | null;
  /** Points per image pixel on a phone or tablet (1 for 1×, 1/3 for 3× screenshots); null on desktop. */
  pointScale: number | null;
  /** Buttons under 44 pt on a side, on phones and tablets. */
  small: FilledButton[];
};

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const saturated = ([r, g, b]: Rgb) => {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max > 50 && (max - min) / max > 0.25;
};
/** Apple's minimum touch target, 44 × 44 pt (Material's 48 dp is close to it). */
export const TAP_TARGET_PT = 44;

/** The filled buttons, largest first, with the primary one and the small ones. */
export function readButtons(grid: CellGrid, scale: number, page: Rgb, device: DeviceClass, width: number): ButtonRead {
  const { cells, cols, rows } = grid;
  const member = (i: number) => {
    const cell = cells[i];
    return cell !== undefined && saturated(cell.bg) && distance(cell.bg, page) > 60;
  };
  const joins = (a: number, b: number) => distance(cells[a]?.bg ?? page, cells[b]?.bg ?? page) < 40;
  const buttons = components(grid, member, joins, 0)
    .map((group) => {
      const xs = group.map((i) => i % cols);
      const ys = group.map((i) => Math.floor(i / cols));
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs) + 1, Math.min(...ys), Math.max(...ys) + 1];
      return { group, x0, x1, y0, y1 };
    })
    .filter(({ group, x0, x1, y0, y1 }) => {
      const [w, h] = [x1 - x0, y1 - y0];
      // A compact rectangle, wider than tall, not a bar across the top or a panel.
      return group.length >= 0.75 * w * h && w >= 2 && w >= h && h <= rows * 0.15 && !(y0 === 0 && w > cols * 0.6) && w <= cols * 0.95;
    })
    .map(({ group, x0, x1, y0, y1 }) => {
      const fill = cells[group[Math.floor(group.length / 2)] ?? 0]?.bg ?? page;
      return {
        x: Math.round(x0 * grid.size * scale),
        y: Math.round(y0 * grid.size * scale),
        width: Math.round((x1 - x0) * grid.size * scale),
        height: Math.round((y1 - y0) * grid.size * scale),
        fill: toHex(fill),
        ratio: contrastRatio(fill, page),
        where: place((x0 + x1) / 2 / cols, (y0 + y1) / 2 / rows),
      };
    })
    .sort((a, b) => b.width * b.height - a.width * a.height);
  const [first, second] = buttons;
  const primary = first && (!second || first.width * first.height >= 1.6 * second.width * second.height) ? first : null;
  // Phone and tablet screenshots are taken at 1×, 2× or 3× of a screen about 390 pt (tablets 800 pt) wide.
  const pointWidth = device === 'phone' ? 390 : device === 'tablet' ? 800 : null;
  const pointScale = pointWidth === null ? null : 1 / Math.max(1, Math.round(width / pointWidth));
  const small = pointScale === null ? [] : buttons.filter((b) => Math.min(b.width, b.height) * pointScale < TAP_TARGET_PT);
  return { buttons, primary, pointScale, small };
}
