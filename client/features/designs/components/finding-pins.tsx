import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import type { FindingPin } from '@common/design-findings';
import { findingAttribute, showFinding } from '@/lib/finding-focus';

type Box = Pick<CSSProperties, 'left' | 'top' | 'width' | 'height'>;

/** A pin's width and height (its `size-6`). */
const PIN_SIZE = '1.5rem';

/** The image's box inside its positioned parent, kept up to date as it is resized or replaced. */
function useImageBox(image: RefObject<HTMLImageElement | null>, src: string): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const img = image.current;
    if (!img) return;
    const measure = () =>
      setBox(img.naturalWidth > 0 ? { left: img.offsetLeft, top: img.offsetTop, width: img.offsetWidth, height: img.offsetHeight } : null);
    measure();
    img.addEventListener('load', measure);
    // The image moves when its frame is resized, without changing size itself: both are watched.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(img);
    if (img.parentElement) observer?.observe(img.parentElement);
    return () => {
      img.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [image, src]);
  return box;
}

type FindingPinsProps = { image: RefObject<HTMLImageElement | null>; src: string; pins: FindingPin[] };

/**
 * Numbered pins over the design preview, one per finding with a place, laid over the image's own box
 * and placed in percent of it, so they follow the image at any size. A pin sits just above and left of
 * its place (the top-left corner of the text it is about), so the text stays readable, and never
 * leaves the image. A pin shows its finding's line in the review.
 */
export function FindingPins({ image, src, pins }: FindingPinsProps) {
  const box = useImageBox(image, src);
  if (!box || pins.length === 0) return null;
  return (
    <div className="pointer-events-none absolute" style={box}>
      {pins.map((pin) => (
        <button
          key={pin.n}
          type="button"
          {...{ [findingAttribute.pin]: pin.n }}
          aria-label={`Finding ${pin.n}: ${pin.label}`}
          title={`Finding ${pin.n}: ${pin.label}`}
          onClick={() => showFinding(pin.n, 'line')}
          style={{ left: `max(0px, calc(${pin.x}% - ${PIN_SIZE}))`, top: `max(0px, calc(${pin.y}% - ${PIN_SIZE}))` }}
          className="pointer-events-auto absolute grid size-6 place-items-center rounded-full border-2 border-white bg-primary text-xs font-semibold text-primary-foreground shadow-md outline-none transition-transform hover:scale-110 focus-visible:ring-[3px] focus-visible:ring-ring/70 data-[highlighted]:scale-125 data-[highlighted]:ring-[3px] data-[highlighted]:ring-amber-400"
        >
          {pin.n}
        </button>
      ))}
    </div>
  );
}
