import { useEffect, type RefObject } from 'react';

const PROPERTY = '--composer-clearance';

/**
 * While a chat's message field is on screen, `--composer-clearance` on the page root holds the
 * distance from its top edge to the bottom of the window: the toast area sits that far up, so a toast
 * never covers the field or its Send button.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => {
      const { top, bottom } = element.getBoundingClientRect();
      const visible = bottom > 0 && top < window.innerHeight;
      root.style.setProperty(PROPERTY, `${visible ? Math.round(window.innerHeight - top) : 0}px`);
    };
    measure();
    // The field moves without resizing when the page around it lays out again (a chunk or an image
    // arriving) or scrolls: the page's size and any scroll are watched too.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, { capture: true });
      root.style.removeProperty(PROPERTY);
    };
  }, [ref]);
}
