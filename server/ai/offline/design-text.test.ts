import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color-contrast';
import { findingPins } from '../../../common/design-findings';
import { formatDesignReview, measureDesign } from './design-review';

const hex = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as unknown as readonly [number, number, number];

/** Renders an SVG screen to PNG, as a screenshot would be. */
const png = (width: number, height: number, background: string, body: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`,
    ),
  )
    .png()
    .toBuffer();

const text = (x: number, y: number, fill: string, words: string, size = 15) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${fill}">${words}</text>`;

/** A cramped dashboard: 3 columns of 44 rows of grey text on light grey, contrast 1.53:1. */
const crampedDashboard = () =>
  png(
    1920,
    1080,
    '#f0f0f0',
    Array.from({ length: 44 }, (_, row) =>
      [0, 1, 2]
        .map((col) => text(20 + col * 630, 34 + row * 23, '#c4c4c4', `INV-${2040 + row} Acme GmbH overdue ${row + 3} days 1,240.00 EUR`))
        .join(''),
    ).join(''),
  );

/** A calm sign-in screen: a dark heading, one blue button with white text, and a grey caption at the bottom right. */
const calmScreen = () =>
  png(
    1440,
    900,
    '#ffffff',
    [
      text(560, 330, '#111111', 'Welcome back', 44),
      '<rect x="620" y="400" width="200" height="56" rx="8" fill="#1d4ed8"/>',
      text(668, 436, '#ffffff', 'Continue', 20),
      text(1060, 860, '#aaaaaa', 'Version 4.2 · Terms · Privacy', 14),
    ].join(''),
  );

describe('design review: text against its own background', () => {
  it('measures the 1.5:1 text of a cramped dashboard and reports it, with its place, as failing AA', async () => {
    const expected = contrastRatio(hex('#c4c4c4'), hex('#f0f0f0'));
    const m = await measureDesign(await crampedDashboard());
    const [worst] = m.text;
    expect(worst?.ratio).toBeGreaterThan(expected - 0.15);
    expect(worst?.ratio).toBeLessThan(expected + 0.1);
    expect(worst?.background).toMatch(/^#(ef|f0|f1)(ef|f0|f1)(ef|f0|f1)$/);
    expect(m.text.every((t) => t.ratio < 4.5)).toBe(true);
    const review = formatDesignReview(m, 'Overdue invoices');
    expect(review).toContain('**Text contrast fails AA:** 1.5');
    expect(review).toMatch(/at the (top|middle|bottom) (left|centre|right)/);
  });

  it('reads a cramped dashboard as dense, never as sparse or calm', async () => {
    const m = await measureDesign(await crampedDashboard());
    expect(['dense', 'very dense']).toContain(m.clutter.level);
    expect(m.clutter.textLines).toBeGreaterThan(100);
    expect(m.clutter.occupied).toBeGreaterThan(0.5);
    const review = formatDesignReview(m, 'Overdue invoices');
    expect(review).not.toMatch(/sparse|calm/i);
  });

  it('finds the faint caption of a calm screen at the bottom right, and passes the heading and the button', async () => {
    const m = await measureDesign(await calmScreen());
    const caption = contrastRatio(hex('#aaaaaa'), hex('#ffffff'));
    const [worst] = m.text;
    expect(worst?.where).toBe('bottom right');
    expect(worst?.ratio).toBeGreaterThan(caption - 0.4);
    expect(worst?.ratio).toBeLessThan(4.5);
    expect(m.text.some((t) => t.ratio > 15 && t.where.startsWith('middle'))).toBe(true);
    expect(m.text.some((t) => t.background.startsWith('#1') && t.ratio >= 4.5)).toBe(true);
    expect(m.clutter.level).toBe('sparse');
    expect(m.clutter.textLines).toBeLessThan(6);
  });

  it('numbers each measured text with its place in words and a pin on the image, never in pixels', async () => {
    const m = await measureDesign(await calmScreen());
    const review = formatDesignReview(m, 'Sign in');
    expect(review).not.toMatch(/\d+ × \d+ px\)|\(\d+, \d+/);
    expect(review).toMatch(/^\| 1 \| \[bottom right\]\(#finding-1@\d+\.\d,\d+\.\d "Low contrast"\) \|/m);
    const pins = findingPins(review);
    expect(pins.map((pin) => pin.n)).toEqual(pins.map((_, i) => i + 1));
    // The caption's corner, as a share of the 1440 × 900 image: right and low.
    expect(pins[0]).toMatchObject({ n: 1, label: 'Low contrast' });
    expect(pins[0]?.x).toBeGreaterThan(70);
    expect(pins[0]?.y).toBeGreaterThan(90);
    expect(pins.some((pin) => pin.label === 'Contrast passes')).toBe(true);
  });
});
