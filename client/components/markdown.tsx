import { memo, useEffect, useState } from 'react';
import { LightMarkdown } from '@/components/markdown-light';
import type { MarkdownRenderer } from '@/components/markdown-renderer';
import { cn } from '@/lib/utils';

let Renderer: typeof MarkdownRenderer | null = null;
/** How long after the first messages have painted the full renderer starts to download. */
const AFTER_PAINT_MS = 300;
let loading: Promise<void> | null = null;

/**
 * Loads the full renderer once (react-markdown and GFM, its own chunk), whoever asks first. A failed
 * download leaves the light rendering in place, and the next message to paint tries again.
 */
export function loadMarkdownRenderer(): Promise<void> {
  loading ??= import('@/components/markdown-renderer').then(
    (m) => {
      Renderer = m.MarkdownRenderer;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * Chat Markdown as React elements: raw HTML is shown as text, never run; links only to
 * http(s)/mailto/uploads, images only from this site's uploads. Until the full renderer has loaded,
 * which starts once the first messages have painted, a light one lays out the same text.
 */
export const Markdown = memo(function Markdown({ content, className }: { content: string; className?: string }) {
  const [, setLoaded] = useState(Renderer !== null);
  useEffect(() => {
    if (Renderer) return;
    let live = true;
    // Well after the next frame: the light text is on screen, and shown, before the download starts.
    const frame = requestAnimationFrame(() => setTimeout(() => void loadMarkdownRenderer().then(() => live && setLoaded(true)), AFTER_PAINT_MS));
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, []);
  return <div className={cn('space-y-3 break-words', className)}>{Renderer ? <Renderer content={content} /> : <LightMarkdown content={content} />}</div>;
});
