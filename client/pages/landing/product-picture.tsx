import { useEffect, useRef, useState } from 'react';

/** The widths of each picture file (scripts/landing-shots.ts writes them). */
const WIDTHS = [640, 1200];
const srcSet = (theme: 'light' | 'dark', format: 'avif' | 'webp') =>
  WIDTHS.map((width) => `/landing/product-${theme}-${width}.${format} ${width}w`).join(', ');
/** Up to the section's 1152px column, less its padding. */
const SIZES = '(min-width: 1200px) 1104px, calc(100vw - 2rem)';

/** One theme's picture: AVIF, else WebP; the theme not shown (display: none) is never fetched. */
function ThemePicture({ theme, className }: { theme: 'light' | 'dark'; className: string }) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(theme, 'avif')} sizes={SIZES} />
      <img
        src={`/landing/product-${theme}-1200.webp`}
        srcSet={srcSet(theme, 'webp')}
        sizes={SIZES}
        width={1200}
        height={750}
        loading="lazy"
        decoding="async"
        alt="The Northstar documents editor: a PRD for team workspaces beside its AI analysis and chat"
        className="h-auto w-full"
      />
    </picture>
  );
}

/**
 * The product at work: the documents editor with a PRD and its review, in the page's theme. It is
 * below the fold, and its files are asked for only once the user scrolls near it (the browser's own
 * lazy loading starts far earlier), so they never weigh on the landing's first download.
 */
export function ProductPicture() {
  const frame = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (an old browser), the picture is simply shown.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section aria-label="Northstar at work" className="px-4 pb-20 sm:px-6">
      <div ref={frame} className="mx-auto aspect-[8/5] max-w-6xl overflow-hidden rounded-xl border bg-card shadow-xl ring-1 ring-border">
        {near && (
          <>
            <ThemePicture theme="light" className="block dark:hidden" />
            <ThemePicture theme="dark" className="hidden dark:block" />
          </>
        )}
      </div>
    </section>
  );
}
