/** Pixel statistics of a downscaled RGB image: dominant palette, brightness, whitespace and edge density. */
import { toHex, type Rgb } from './color-contrast';

export type Swatch = { hex: string; rgb: Rgb; share: number };
export type RawImage = { data: Buffer; width: number; height: number; channels: number };

const MERGE_DISTANCE = 40;
const MIN_SHARE = 0.005;
const BACKGROUND_TOLERANCE = 16;
const STRONG_EDGE = 160;

/**
 * Quantises pixels into 4096 bins (4 bits per channel), then greedily keeps the most common bins as
 * swatches, merging any bin within MERGE_DISTANCE of a kept one. Each swatch keeps its own bin's mean colour.
 */
export function dominantPalette(img: RawImage, max = 6): Swatch[] {
  const count = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  const pixels = img.width * img.height;
  for (let i = 0, p = 0; p < pixels; p += 1, i += img.channels) {
    const r = img.data[i] ?? 0;
    const g = img.data[i + 1] ?? 0;
    const b = img.data[i + 2] ?? 0;
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    count[bin] = (count[bin] ?? 0) + 1;
    sums[bin * 3] = (sums[bin * 3] ?? 0) + r;
    sums[bin * 3 + 1] = (sums[bin * 3 + 1] ?? 0) + g;
    sums[bin * 3 + 2] = (sums[bin * 3 + 2] ?? 0) + b;
  }
  const bins = [...count.keys()].filter((bin) => (count[bin] ?? 0) > 0).sort((a, b) => (count[b] ?? 0) - (count[a] ?? 0));
  const kept: { rgb: Rgb; n: number }[] = [];
  for (const bin of bins) {
    const n = count[bin] ?? 0;
    const mean = (c: number) => Math.round((sums[bin * 3 + c] ?? 0) / n);
    const rgb: Rgb = [mean(0), mean(1), mean(2)];
    const near = kept.find((k) => Math.hypot(k.rgb[0] - rgb[0], k.rgb[1] - rgb[1], k.rgb[2] - rgb[2]) < MERGE_DISTANCE);
    if (near) near.n += n;
    else if (kept.length < max) kept.push({ rgb, n });
  }
  return kept
    .map((k) => ({ hex: toHex(k.rgb), rgb: k.rgb, share: k.n / pixels }))
    .filter((s) => s.share >= MIN_SHARE)
    .sort((a, b) => b.share - a.share);
}

/** Mean perceived brightness of a luma image, 0 to 1. */
export function meanBrightness(grey: Uint8Array): number {
  let sum = 0;
  for (const value of grey) sum += value;
  return grey.length === 0 ? 0 : sum / grey.length / 255;
}

/** Share of pixels within a small tolerance of the background colour. */
export function whitespaceRatio(img: RawImage, background: Rgb): number {
  let near = 0;
  for (let i = 0; i < img.data.length; i += img.channels) {
    const d = Math.max(
      Math.abs((img.data[i] ?? 0) - background[0]),
      Math.abs((img.data[i + 1] ?? 0) - background[1]),
      Math.abs((img.data[i + 2] ?? 0) - background[2]),
    );
    if (d <= BACKGROUND_TOLERANCE) near += 1;
  }
  return near / (img.width * img.height);
}

/** Rec. 709 luma of each pixel, 0–255. */
export function toGrey(img: RawImage): Uint8Array {
  const grey = new Uint8Array(img.width * img.height);
  for (let p = 0, i = 0; p < grey.length; p += 1, i += img.channels) {
    grey[p] = Math.round(0.2126 * (img.data[i] ?? 0) + 0.7152 * (img.data[i + 1] ?? 0) + 0.0722 * (img.data[i + 2] ?? 0));
  }
  return grey;
}

/** Share of interior pixels whose Sobel gradient (|gx| + |gy| on 0–255 grey) is strong. */
export function edgeDensity(grey: Uint8Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let strong = 0;
  const at = (x: number, y: number) => grey[y * width + x] ?? 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      if (Math.abs(gx) + Math.abs(gy) >= STRONG_EDGE) strong += 1;
    }
  }
  return strong / ((width - 2) * (height - 2));
}
