import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatDesignReview, measureDesign } from './design-review';

type Box = { x: number; y: number; w: number; h: number; fill: string };

/** A screen of `width` × `height` on `page`, with a dark title bar of text-like strokes and the given filled boxes. */
async function screen(width: number, height: number, boxes: Box[], page = '#ffffff'): Promise<Buffer> {
  const rects = boxes
    .map(
      (b) =>
        `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${Math.min(8, b.h / 4)}" fill="${b.fill}"/>` +
        `<rect x="${b.x + b.w * 0.3}" y="${b.y + b.h * 0.45}" width="${b.w * 0.4}" height="${Math.max(2, b.h * 0.1)}" fill="#ffffff"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${page}"/>${rects}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const grid = (count: number, columns: number, w: number, h: number, gap: number, colours: string[]): Box[] =>
  Array.from({ length: count }, (_, i) => ({
    x: 60 + (i % columns) * (w + gap),
    y: 300 + Math.floor(i / columns) * (h + gap),
    w,
    h,
    fill: colours[i % colours.length] as string,
  }));

describe('buttons in a design review', () => {
  it('says a screen with nine saturated buttons of equal weight has no primary action, and names one to keep', async () => {
    const image = await screen(1170, 2532, grid(9, 3, 300, 150, 45, ['#e11d48', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed', '#0891b2']));
    const m = await measureDesign(image);
    expect(m.buttons?.buttons).toHaveLength(9);
    expect(m.buttons?.primary).toBeNull();
    const review = formatDesignReview(m, 'Home');
    expect(review).toContain('- **No primary action:** 9 filled buttons share the same size and colour weight');
    expect(review).toMatch(
      /Keep one filled \(the step most people take next; by position, the one at the (?:top|middle|bottom) (?:left|centre|right)\)/,
    );
  });

  it('measures tap targets in points on a 3× phone screenshot against 44 × 44 pt', async () => {
    const image = await screen(1170, 2532, [
      { x: 80, y: 2200, w: 1010, h: 168, fill: '#4f46e5' },
      ...grid(3, 3, 180, 90, 60, ['#db2777']).map((b) => ({ ...b, y: 900 })),
    ]);
    const m = await measureDesign(image);
    expect(m.buttons?.pointScale).toBeCloseTo(1 / 3, 5);
    expect(m.buttons?.primary?.where).toBe('bottom centre');
    const review = formatDesignReview(m, 'Checkout');
    expect(review).toMatch(/- \*\*Tap targets under 44 × 44 pt:\*\* 3 of 4 buttons; the smallest is about \d+ × 3\d pt/);
    expect(review).not.toContain('No primary action');
  });

  it('reports a primary button that barely stands out from the page as the primary button', async () => {
    const image = await screen(1170, 2532, [
      { x: 80, y: 2200, w: 1010, h: 168, fill: '#f9a8d4' },
      { x: 80, y: 600, w: 300, h: 150, fill: '#fbcfe8' },
    ]);
    const review = formatDesignReview(await measureDesign(image), 'Sign up');
    expect(review).toMatch(
      /- \*\*The primary button is hard to see:\*\* the filled button at the bottom centre \(`#f\w{5}`\) has 1\.\d\d:1 against the page; a control needs 3:1/,
    );
  });

  it('finds no tap-target problem on a desktop screen', async () => {
    const image = await screen(1920, 1080, [{ x: 800, y: 600, w: 200, h: 40, fill: '#2563eb' }]);
    const m = await measureDesign(image);
    expect(m.buttons?.pointScale).toBeNull();
    expect(formatDesignReview(m, 'Dashboard')).not.toContain('Tap targets under');
  });
});
