/** WCAG 2.x colour contrast: relative luminance, contrast ratio and AA/AAA verdicts. */

export type Rgb = readonly [number, number, number];

export type ContrastGrades = { aaNormal: boolean; aaLarge: boolean; aaaNormal: boolean; aaaLarge: boolean };

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** (L1 + 0.05) / (L2 + 0.05) with L1 the lighter colour: 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA: 4.5 normal text, 3 large text; AAA: 7 normal, 4.5 large (large = 24 px, or 18.66 px bold). */
export function wcagGrades(ratio: number): ContrastGrades {
  return { aaNormal: ratio >= 4.5, aaLarge: ratio >= 3, aaaNormal: ratio >= 7, aaaLarge: ratio >= 4.5 };
}
