/**
 * Local reading of a screenshot: the image is cut into small cells; each cell gets its own background
 * (its most common colour) and the pixels that stand out from it. Cells whose pixels form strokes in
 * many rows and columns read as text, with the contrast of their ink against their own background.
 */
import type { Rgb } from './color-contrast';
import type { RawImage } from './design-pixels';

export type Cell = {
  /** Share of the cell's pixels that differ visibly (contrast ≥ 1.15:1) from the cell's background. */
  ink: number;
  text: boolean;
  /** Contrast of the text's ink against the cell's background (text cells only). */
  ratio: number;
  fg: Rgb;
  bg: Rgb;
  bgLum: number;
};

export type CellGrid = {
  size: number;
  cols: number;
  rows: number;
  cells: Cell[];
  /** Relative luminance of every measured pixel, row by row. */
  lum: Float64Array;
  width: number;
};

const VISIBLE = 1.15;
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

const lum = (r: number, g: number, b: number) => 0.2126 * (LINEAR[r] ?? 0) + 0.7152 * (LINEAR[g] ?? 0) + 0.0722 * (LINEAR[b] ?? 0);
export const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Cell side in pixels: about 1/90 of the shorter side (a line of body text), 6 to 16 px. */
export const cellSize = (width: number, height: number) => Math.max(6, Math.min(16, Math.round(Math.min(width, height) / 90)));

export function readCells(img: RawImage): CellGrid {
  const size = cellSize(img.width, img.height);
  const cols = Math.floor(img.width / size);
  const rows = Math.floor(img.height / size);
  const { data, channels, width } = img;
  const L = new Float64Array(img.width * img.height);
  for (let p = 0, i = 0; p < L.length; p += 1, i += channels) L[p] = lum(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);

  const counts = new Uint16Array(4096);
  const sums = new Float64Array(4096 * 3);
  const touched: number[] = [];
  const ratios: number[] = [];
  const cells: Cell[] = [];
  for (let cy = 0; cy < rows; cy += 1) {
    for (let cx = 0; cx < cols; cx += 1) {
      touched.length = 0;
      let best = 0;
      for (let y = cy * size; y < (cy + 1) * size; y += 1) {
        for (let x = cx * size, i = (y * width + x) * channels; x < (cx + 1) * size; x += 1, i += channels) {
          const r = data[i] ?? 0;
          const g = data[i + 1] ?? 0;
          const b = data[i + 2] ?? 0;
          const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
          if (counts[bin] === 0) touched.push(bin);
          counts[bin] = (counts[bin] ?? 0) + 1;
          sums[bin * 3] = (sums[bin * 3] ?? 0) + r;
          sums[bin * 3 + 1] = (sums[bin * 3 + 1] ?? 0) + g;
          sums[bin * 3 + 2] = (sums[bin * 3 + 2] ?? 0) + b;
          if ((counts[bin] ?? 0) > (counts[best] ?? 0) || counts[best] === 0) best = bin;
        }
      }
      const n = counts[best] ?? 1;
      const bg: Rgb = [
        Math.round((sums[best * 3] ?? 0) / n),
        Math.round((sums[best * 3 + 1] ?? 0) / n),
        Math.round((sums[best * 3 + 2] ?? 0) / n),
      ];
      for (const bin of touched) {
        counts[bin] = 0;
        sums[bin * 3] = 0;
        sums[bin * 3 + 1] = 0;
        sums[bin * 3 + 2] = 0;
      }
      const bgLum = lum(bg[0], bg[1], bg[2]);
      ratios.length = 0;
      let inkRows = 0;
      let switches = 0;
      const inkCols = new Uint8Array(size);
      for (let y = cy * size; y < (cy + 1) * size; y += 1) {
        let prev = false;
        let rowInk = false;
        for (let x = cx * size; x < (cx + 1) * size; x += 1) {
          const ratio = ratioOf(L[y * width + x] ?? 0, bgLum);
          const ink = ratio >= VISIBLE;
          if (ink) {
            ratios.push(ratio);
            rowInk = true;
            inkCols[x - cx * size] = 1;
          }
          if (ink !== prev) switches += 1;
          prev = ink;
        }
        if (rowInk) inkRows += 1;
      }
      const ink = ratios.length / (size * size);
      const colsWithInk = inkCols.reduce((s, v) => s + v, 0);
      const text = ink >= 0.03 && ink <= 0.6 && inkRows >= size * 0.3 && colsWithInk >= size * 0.4 && switches / Math.max(1, inkRows) >= 2;
      let ratio = 1;
      let fg: Rgb = bg;
      if (text) {
        ratios.sort((a, b) => a - b);
        ratio = ratios[Math.floor(ratios.length * 0.8)] ?? 1;
        fg = inkColour(img, cx, cy, size, bgLum, ratio, L);
      }
      cells.push({ ink, text, ratio, fg, bg, bgLum });
    }
  }
  return { size, cols, rows, cells, lum: L, width: img.width };
}

/** Mean colour of the cell's strongest ink (pixels at or above the cell's 80th-percentile contrast). */
function inkColour(img: RawImage, cx: number, cy: number, size: number, bgLum: number, min: number, L: Float64Array): Rgb {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = cy * size; y < (cy + 1) * size; y += 1) {
    for (let x = cx * size; x < (cx + 1) * size; x += 1) {
      if (ratioOf(L[y * img.width + x] ?? 0, bgLum) < min) continue;
      const i = (y * img.width + x) * img.channels;
      r += img.data[i] ?? 0;
      g += img.data[i + 1] ?? 0;
      b += img.data[i + 2] ?? 0;
      n += 1;
    }
  }
  return n === 0 ? [0, 0, 0] : [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
}
