/** From the cell grid: text regions with their contrast and place, and how cluttered the screen is. */
import { toHex } from './color-contrast';
import { ratioOf, type CellGrid } from './design-cells';

export type TextRegion = {
  foreground: string;
  background: string;
  ratio: number;
  /** Box in the original image's pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** "top left", "middle centre", ... */
  where: string;
  lines: number;
};

export type Clutter = {
  /** Share of cells with visible content. */
  occupied: number;
  /** Groups of content separated by empty space. */
  blocks: number;
  /** Rows of text, counted one per text-cell row in each text region. */
  textLines: number;
  /** Distinct blocks per million pixels of the original image. */
  blocksPerMegapixel: number;
  level: 'sparse' | 'balanced' | 'dense' | 'very dense';
};

const CONTENT = 0.015;

/** Neighbours up to `reach` cells away (reach 2 bridges the gap between words and between lines). */
function offsets(reach: number): [number, number][] {
  const out: [number, number][] = [];
  for (let dy = -reach; dy <= reach; dy += 1) for (let dx = -reach; dx <= reach; dx += 1) if (dx !== 0 || dy !== 0) out.push([dx, dy]);
  return out;
}

/** Groups of member cells that touch (within `reach` cells; 0: side by side only) and that `joins` says belong together. */
export function components(
  grid: CellGrid,
  member: (i: number) => boolean,
  joins: (a: number, b: number) => boolean,
  reach: number,
): number[][] {
  const seen = new Uint8Array(grid.cells.length);
  const out: number[][] = [];
  const steps =
    reach === 0
      ? [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]
      : offsets(reach);
  for (let start = 0; start < grid.cells.length; start += 1) {
    if (seen[start] || !member(start)) continue;
    const group: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      group.push(i);
      const x = i % grid.cols;
      const y = Math.floor(i / grid.cols);
      for (const [dx = 0, dy = 0] of steps) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= grid.cols || ny >= grid.rows) continue;
        const j = ny * grid.cols + nx;
        if (!seen[j] && member(j) && joins(i, j)) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    out.push(group);
  }
  return out;
}

/** Lines of text in a box: runs of pixel rows holding ink, separated by rows of background only. */
function linesIn(grid: CellGrid, box: { x0: number; x1: number; y0: number; y1: number }, bgLum: number): number {
  let lines = 0;
  let inLine = false;
  for (let y = box.y0; y < box.y1; y += 1) {
    let ink = false;
    for (let x = box.x0, i = y * grid.width + box.x0; x < box.x1 && !ink; x += 1, i += 1) ink = ratioOf(grid.lum[i] ?? 0, bgLum) >= 1.15;
    if (ink && !inLine) lines += 1;
    inLine = ink;
  }
  return lines;
}

/** Where a point lies on the screen in words, from its position in fractions of the width and height: "top left". */
export const place = (cx: number, cy: number) =>
  `${cy < 1 / 3 ? 'top' : cy < 2 / 3 ? 'middle' : 'bottom'} ${cx < 1 / 3 ? 'left' : cx < 2 / 3 ? 'centre' : 'right'}`;

/** Text regions, lowest contrast first; `scale` maps measured pixels back to the original image. */
export function textRegions(grid: CellGrid, scale: number): TextRegion[] {
  const { cells } = grid;
  const similar = (a: number, b: number) => {
    const p = cells[a];
    const q = cells[b];
    if (!p || !q) return false;
    const bgRatio = (Math.max(p.bgLum, q.bgLum) + 0.05) / (Math.min(p.bgLum, q.bgLum) + 0.05);
    return bgRatio < 1.1 && Math.max(p.ratio, q.ratio) / Math.min(p.ratio, q.ratio) < 1.35;
  };
  const groups = components(grid, (i) => cells[i]?.text === true, similar, 2).filter((g) => g.length >= 3);
  return groups
    .map((group) => {
      const sorted = [...group].sort((a, b) => (cells[a]?.ratio ?? 0) - (cells[b]?.ratio ?? 0));
      const mid = cells[sorted[Math.floor(sorted.length / 2)] ?? 0];
      const xs = group.map((i) => i % grid.cols);
      const ys = group.map((i) => Math.floor(i / grid.cols));
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs) + 1, Math.min(...ys), Math.max(...ys) + 1];
      return {
        foreground: toHex(mid?.fg ?? [0, 0, 0]),
        background: toHex(mid?.bg ?? [255, 255, 255]),
        ratio: mid?.ratio ?? 1,
        x: Math.round(x0 * grid.size * scale),
        y: Math.round(y0 * grid.size * scale),
        width: Math.round((x1 - x0) * grid.size * scale),
        height: Math.round((y1 - y0) * grid.size * scale),
        where: place((x0 + x1) / 2 / grid.cols, (y0 + y1) / 2 / grid.rows),
        lines: linesIn(grid, { x0: x0 * grid.size, x1: x1 * grid.size, y0: y0 * grid.size, y1: y1 * grid.size }, mid?.bgLum ?? 1),
      };
    })
    .sort((a, b) => a.ratio - b.ratio || b.width * b.height - a.width * a.height);
}

/** Lines of text on the screen: regions side by side on the same rows (words of one line) count once. */
function linesOnScreen(regions: TextRegion[], gap: number): number {
  const rows: TextRegion[][] = [];
  for (const r of [...regions].sort((a, b) => a.x - b.x)) {
    const row = rows.find((members) =>
      members.some((m) => {
        const overlap = Math.min(m.y + m.height, r.y + r.height) - Math.max(m.y, r.y);
        return overlap >= 0.5 * Math.min(m.height, r.height) && r.x - (m.x + m.width) <= gap;
      }),
    );
    if (row) row.push(r);
    else rows.push([r]);
  }
  return rows.reduce((sum, row) => sum + Math.max(...row.map((r) => r.lines)), 0);
}

/**
 * Clutter from content, not from edge strength, so faint text counts as much as dark text:
 * the share of cells holding anything, the groups they form, and the rows of text.
 */
export function measureClutter(grid: CellGrid, regions: TextRegion[], megapixels: number): Clutter {
  const content = (i: number) => (grid.cells[i]?.ink ?? 0) >= CONTENT;
  const occupiedCells = grid.cells.filter((_, i) => content(i)).length;
  const occupied = grid.cells.length === 0 ? 0 : occupiedCells / grid.cells.length;
  const blocks = components(grid, content, () => true, 0).filter((g) => g.length >= 2).length;
  const textLines = linesOnScreen(regions, grid.size * 4);
  const linesPerScreen = grid.rows === 0 ? 0 : textLines / grid.rows;
  const blocksPerMegapixel = megapixels === 0 ? 0 : blocks / megapixels;
  const pressure = Math.max(occupied / 0.6, linesPerScreen / 0.9, blocksPerMegapixel / 120);
  const level = pressure >= 1.25 ? 'very dense' : pressure >= 0.85 ? 'dense' : pressure >= 0.4 ? 'balanced' : 'sparse';
  return { occupied, blocks, textLines, blocksPerMegapixel, level };
}
