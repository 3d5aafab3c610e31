import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { createOfflineEngine } from '../../server/ai/offline/offline-engine';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** A 1920x1080 dashboard-like screenshot: header, sidebar, cards and text-like stripes. */
async function screenshot() {
  const boxes = [
    { left: 0, top: 0, width: 1920, height: 72, color: '#1e293b' },
    { left: 0, top: 72, width: 260, height: 1008, color: '#f1f5f9' },
    ...Array.from({ length: 6 }, (_, i) => ({
      left: 300 + (i % 3) * 540,
      top: 120 + Math.floor(i / 3) * 420,
      width: 500,
      height: 380,
      color: '#ffffff',
    })),
    ...Array.from({ length: 40 }, (_, i) => ({
      left: 330 + (i % 3) * 540,
      top: 160 + Math.floor(i / 3) * 28,
      width: 300,
      height: 10,
      color: '#475569',
    })),
  ];
  return sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#e2e8f0' } })
    .composite(
      boxes.map((b) => ({
        input: { create: { width: b.width, height: b.height, channels: 3 as const, background: b.color } },
        left: b.left,
        top: b.top,
      })),
    )
    .png()
    .toBuffer();
}

/** The offline engine's whole design review (measure and write) of a 1920x1080 screenshot. */
export async function benchDesignAnalysis(runs = 15) {
  const image = await screenshot();
  const engine = createOfflineEngine();
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const start = performance.now();
    await engine.analyzeDesign({ image, mimeType: 'image/png', title: 'Dashboard' });
    if (i >= 3) times.push(performance.now() - start);
  }
  return { ms: median(times), runs };
}
