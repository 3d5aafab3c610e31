import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color-contrast';
import { aspectLabel, deviceClass } from './design-geometry';
import { formatDesignReview, measureDesign, type DesignMeasurements } from './design-review';

/** A flat image of `background` with one filled rectangle of `fill`. */
async function rectangleImage(width: number, height: number, background: string, fill: string): Promise<Buffer> {
  const rect = await sharp({ create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: fill } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: rect, left: Math.round(width / 3), top: Math.round(height / 3) }])
    .png()
    .toBuffer();
}

/** Horizontal black and white stripes of `stripe` px: many strong edges. */
async function stripes(width: number, height: number, stripe: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) data.fill(Math.floor(y / stripe) % 2 ? 0 : 255, y * width * 3, (y + 1) * width * 3);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A dashboard-like screen: header, sidebar, cards and rows of text-like bars. */
function dashboardSvg(width: number, height: number): string {
  const bars = Array.from({ length: 40 }, (_, i) => {
    const x = 320 + (i % 4) * 390;
    const y = 140 + Math.floor(i / 4) * 90;
    return `<rect x="${x}" y="${y}" width="340" height="70" rx="8" fill="#f3f4f6"/><rect x="${x + 16}" y="${y + 16}" width="${120 + (i % 5) * 40}" height="10" fill="#374151"/><rect x="${x + 16}" y="${y + 40}" width="200" height="8" fill="#9ca3af"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/><rect width="100%" height="72" fill="#1e3a8a"/><rect y="72" width="280" height="${height - 72}" fill="#f9fafb"/>${bars}</svg>`;
}

const near = (m: DesignMeasurements, hex: string) =>
  m.palette.find((s) => {
    const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return s.rgb.every((c, i) => Math.abs(c - (target[i] ?? 0)) <= 8);
  });

describe('design measurements', () => {
  it('finds white and black, 21:1 contrast passing AA and AAA, on a black rectangle over white', async () => {
    const m = await measureDesign(await rectangleImage(1200, 800, '#ffffff', '#000000'));
    expect(m).toMatchObject({ width: 1200, height: 800, aspectRatio: '3:2', device: 'desktop', theme: 'light' });
    expect(near(m, '#ffffff')?.share).toBeGreaterThan(0.8);
    expect(near(m, '#000000')?.share).toBeGreaterThan(0.08);
    expect(m.contrast[0]).toMatchObject({ aaNormal: true, aaLarge: true, aaaNormal: true, aaaLarge: true });
    expect(m.contrast[0]?.ratio).toBeCloseTo(21, 1);
    expect(m.whitespace).toBeGreaterThan(0.8);
    const review = formatDesignReview(m, 'Landing page');
    expect(review).toContain('## Design review: Landing page');
    expect(review).toContain('| `#000000` | `#ffffff` | 21.00:1 | pass | pass |');
    expect(review).toContain('### Still check by eye');
    expect(review).toContain('**Hierarchy:**');
  });

  it('fails AA for light grey on white', async () => {
    const m = await measureDesign(await rectangleImage(1200, 800, '#ffffff', '#dddddd'));
    expect(near(m, '#dddddd')).toBeDefined();
    expect(m.contrast[0]?.ratio).toBeLessThan(1.5);
    expect(m.contrast[0]).toMatchObject({ aaNormal: false, aaLarge: false });
    expect(formatDesignReview(m, 'Form')).toMatch(/\| `#dddddd` \| `#ffffff` \| 1\.\d\d:1 \| \*\*fail\*\* \| \*\*fail\*\* \|/);
  });

  it('classifies a phone-sized screenshot as a phone and a dark one as a dark theme', async () => {
    const m = await measureDesign(await rectangleImage(390, 844, '#111827', '#f9fafb'));
    expect(m.device).toBe('phone');
    expect(m.theme).toBe('dark');
    expect(formatDesignReview(m, 'App')).toContain('most likely a **phone** screen');
  });

  it('measures a busy image as denser than a plain one', async () => {
    const busy = await measureDesign(await stripes(800, 600, 4));
    const plain = await measureDesign(await rectangleImage(800, 600, '#ffffff', '#000000'));
    expect(busy.edgeDensity).toBeGreaterThan(0.2);
    expect(plain.edgeDensity).toBeLessThan(0.03);
    expect(formatDesignReview(busy, 'Busy')).toContain('Very dense');
  });

  it('measures a 1920x1080 screenshot (its speed is measured by npm run bench)', async () => {
    const image = await sharp(Buffer.from(dashboardSvg(1920, 1080)))
      .png()
      .toBuffer();
    const m = await measureDesign(image);
    expect(m).toMatchObject({ width: 1920, height: 1080, aspectRatio: '16:9', device: 'desktop' });
  });

  it("rejects input sharp cannot decode with sharp's error", async () => {
    await expect(measureDesign(Buffer.from('not an image'))).rejects.toThrow(/unsupported image format/i);
  });
});

describe('design geometry and contrast formulas', () => {
  it.each([
    [390, 844, 'phone'],
    [1170, 2532, 'phone'],
    [768, 1024, 'tablet'],
    [1024, 768, 'tablet'],
    [1440, 900, 'desktop'],
    [1920, 1080, 'desktop'],
    [3440, 1440, 'wide'],
  ])('%i x %i is a %s', (width, height, device) => {
    expect(deviceClass(width, height)).toBe(device);
  });

  it('labels aspect ratios', () => {
    expect(aspectLabel(1920, 1080)).toBe('16:9');
    expect(aspectLabel(1366, 768)).toBe('≈16:9');
    expect(aspectLabel(1170, 2532)).toBe('≈9:19.5');
  });

  it('uses the WCAG 2.x relative luminance formula', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBe(21);
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});
