import type { Page } from '@playwright/test';

/**
 * A 640×400 PNG mock-up drawn in the page: a dark header bar, a heading, grey rows and, at the top
 * right, faint grey text on white that fails contrast (the review's findings have somewhere to point).
 */
export const drawMockup = async (page: Page): Promise<Buffer> =>
  Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 400;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, 640, 400);
      g.fillStyle = '#1e3a8a';
      g.fillRect(0, 0, 640, 40);
      g.fillStyle = '#e5e7eb';
      for (const y of [160, 220, 280]) g.fillRect(40, y, 560, 40);
      g.fillStyle = '#111827';
      g.font = 'bold 22px sans-serif';
      g.fillText('Checkout', 40, 110);
      g.fillStyle = '#c8c8c8';
      g.font = '16px sans-serif';
      g.fillText('Free returns within 30 days', 400, 80);
      return canvas.toDataURL('image/png').split(',')[1] as string;
    }),
    'base64',
  );

/** Creates a design through the API from the page (writes must come from the site), as the editor would: with `image`, uploaded first. */
export async function createDesign(page: Page, title: string, image?: Buffer) {
  return page.evaluate(
    async ([name, base64]) => {
      const post = async (url: string, init: RequestInit) => {
        const res = await fetch(url, { method: 'POST', credentials: 'include', ...init });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      let imageUrl: string | null = null;
      if (base64) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/png' }), `${name}.png`);
        ({ url: imageUrl } = (await post('/api/upload', { body: form })) as { url: string });
      }
      const body = JSON.stringify({ title: name, content: '', imageUrl });
      return (await post('/api/designs', { body, headers: { 'Content-Type': 'application/json' } })) as {
        id: string;
        imageUrl: string | null;
      };
    },
    [title, image?.toString('base64') ?? ''] as const,
  );
}
