/** Image size: a readable aspect ratio and the device class a screenshot most likely comes from. */

export type DeviceClass = 'phone' | 'tablet' | 'desktop' | 'wide';

const COMMON_RATIOS: readonly [string, number][] = [
  ['1:1', 1],
  ['5:4', 5 / 4],
  ['4:3', 4 / 3],
  ['3:2', 3 / 2],
  ['16:10', 16 / 10],
  ['16:9', 16 / 9],
  ['2:1', 2],
  ['19.5:9', 19.5 / 9],
  ['21:9', 21 / 9],
  ['32:9', 32 / 9],
];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** "16:9" when exact and small, "≈16:9" when within 3% of a common ratio, else "1.23:1". Portrait flips it ("9:16"). */
export function aspectLabel(width: number, height: number): string {
  const d = gcd(width, height);
  if (width / d <= 32 && height / d <= 32) return `${width / d}:${height / d}`;
  const long = Math.max(width, height) / Math.min(width, height);
  const near = COMMON_RATIOS.find(([, r]) => Math.abs(long - r) / r <= 0.03);
  if (!near) return width >= height ? `${long.toFixed(2)}:1` : `1:${long.toFixed(2)}`;
  const [a, b] = near[0].split(':');
  return width >= height ? `≈${a}:${b}` : `≈${b}:${a}`;
}

/**
 * Portrait screens taller than 1.6:1 are phones, squarer portrait ones tablets. Landscape: narrow
 * images (under 600 px) are phones, 4:3-ish ones up to 1400 px wide tablets, 2.1:1 and wider (or
 * 3000 px and wider) are wide screens, the rest desktops. Square-ish images are judged by width.
 */
export function deviceClass(width: number, height: number): DeviceClass {
  const portrait = height / width;
  if (portrait >= 1.6) return 'phone';
  if (portrait >= 1.15) return width <= 500 ? 'phone' : 'tablet';
  if (portrait > 0.87) return width <= 480 ? 'phone' : width <= 1100 ? 'tablet' : 'desktop';
  const landscape = width / height;
  if (width < 600) return 'phone';
  if (landscape >= 2.1) return width < 1000 ? 'phone' : 'wide';
  if (width >= 3000) return 'wide';
  if (landscape <= 1.45 && width <= 1400) return 'tablet';
  return 'desktop';
}
