import { memo, startTransition, useEffect, useState } from 'react';
import { LightMarkdown } from '@/components/markdown-light';
import type { MarkdownRenderer } from '@/components/markdown-renderer';
import { afterPaint } from '@/lib/after-paint';
import { cn } from '@/lib/utils';

let Renderer: typeof MarkdownRenderer | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the full renderer once (react-markdown, GFM and remend: its own chunk), whoever asks first. A failed
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
 * Starts the full renderer's download well after the next frame, so the light text is on screen
 * before it starts; `onLoaded` runs when it is ready. Answers a function that forgets the request.
 */
export function loadMarkdownRendererAfterPaint(onLoaded?: () => void): () => void {
  if (Renderer) return () => {};
  let live = true;
  const cancel = afterPaint(() => void loadMarkdownRenderer().then(() => live && onLoaded?.()));
  return () => {
    live = false;
    cancel();
  };
}

type MarkdownProps = { content: string; streaming?: boolean; className?: string };

/**
 * Chat Markdown as React elements: raw HTML is shown as text, never run; links only to
 * http(s)/mailto/uploads, images only from this site's uploads. Until the full renderer has loaded,
 * which starts once the first messages have painted, a light one lays out the same text.
 */
export const Markdown = memo(function Markdown({ content, streaming, className }: MarkdownProps) {
  const [, setLoaded] = useState(Renderer !== null);
  // A transition: the messages switch renderer in short slices of work that leave the page responsive.
  useEffect(() => loadMarkdownRendererAfterPaint(() => startTransition(() => setLoaded(true))), []);
  return (
    <div className={cn('space-y-3 break-words', className)}>
      {Renderer ? <Renderer content={content} streaming={streaming} /> : <LightMarkdown content={content} />}
    </div>
  );
});
