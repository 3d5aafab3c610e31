import { ImagePlus, Lightbulb } from 'lucide-react';
import { useRef, type DragEvent } from 'react';
import type { FindingPin } from '@common/design-findings';
import { Spinner } from '@/components/ui/spinner';
import { FindingPins } from '@/features/designs/components/finding-pins';
import { cn } from '@/lib/utils';

type DesignPreviewProps = {
  imageUrl: string | null;
  uploading: boolean;
  /** Choose and drop an image: absent for a reader who may not change the design (a team's viewer). */
  onPick?: () => void;
  onFile?: (file: File) => void;
  /** The newest review's findings that have a place on the image. */
  pins: FindingPin[];
  className?: string;
};

/**
 * The design's image (or a drop zone until there is one) with the review's numbered pins, and the tip
 * that images can be pasted.
 */
export function DesignPreview({ imageUrl, uploading, onPick, onFile, pins, className }: DesignPreviewProps) {
  const image = useRef<HTMLImageElement>(null);
  function onDrop(event: DragEvent) {
    const file = event.dataTransfer.files[0];
    if (!file || !onFile) return;
    event.preventDefault();
    onFile(file);
  }

  return (
    <section
      aria-labelledby="design-preview-heading"
      onDragOver={(event) => event.dataTransfer.types.includes('Files') && event.preventDefault()}
      onDrop={onDrop}
      className={cn('flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm', className)}
    >
      <div className="flex h-12 shrink-0 items-center justify-between gap-2 border-b px-4">
        <h2 id="design-preview-heading" className="font-semibold">
          Design Preview
        </h2>
        {uploading && (
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Spinner aria-hidden="true" className="size-3.5" />
            Uploading...
          </span>
        )}
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center bg-muted/50 p-4">
        {imageUrl ? (
          <>
            <img
              ref={image}
              src={imageUrl}
              alt="Design preview"
              className={cn('max-h-full max-w-full rounded-md border bg-card object-contain shadow-sm', uploading && 'opacity-60')}
            />
            {!uploading && <FindingPins image={image} src={imageUrl} pins={pins} />}
          </>
        ) : !onPick ? (
          <p className="text-sm text-muted-foreground">No image yet.</p>
        ) : (
          <button
            type="button"
            onClick={onPick}
            disabled={uploading}
            className="flex h-full min-h-56 w-full flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors outline-none hover:border-primary/60 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
              <ImagePlus className="size-6" />
            </span>
            <span className="font-medium">Choose an image of your design</span>
            <span className="max-w-xs text-sm text-muted-foreground">PNG, JPG, WebP or GIF: a screen, a flow or a mock-up</span>
          </button>
        )}
      </div>
      {onFile && (
        <p className="flex shrink-0 items-start gap-2 border-t px-4 py-2.5 text-xs text-muted-foreground">
          <Lightbulb className="mt-px size-3.5 shrink-0 text-amber-500" aria-hidden="true" />
          <span>
            Tip: you can paste an image from your clipboard (<kbd className="font-sans font-medium">Ctrl+V</kbd> or{' '}
            <kbd className="font-sans font-medium">⌘V</kbd>) anywhere on this page.
          </span>
        </p>
      )}
    </section>
  );
}
