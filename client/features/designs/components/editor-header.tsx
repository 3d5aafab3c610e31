import { ArrowLeft, Sparkles, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LIMITS } from '@common/constants';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ShareButton } from '@/features/sharing/components/share-dialog';
import { ViewOnlyBadge } from '@/features/teams/components/view-only';
import type { ItemPermissions } from '@common/teams';
import { paths } from '@/lib/paths';

type EditorHeaderProps = {
  isNew: boolean;
  /** The saved design's id: it can be shared. */
  designId?: string | null;
  title: string;
  onTitleChange: (title: string) => void;
  onTitleBlur: () => void;
  onPick: () => void;
  onAnalyze: () => void;
  uploading: boolean;
  analyzing: boolean;
  /** The product the design belongs to, and the way to move it. */
  product?: ReactNode;
  /** What the reader may do with the design: a team's viewer reads its title and gets no Upload or Analyze, only its owner Share. */
  permissions?: ItemPermissions;
};

/** Back to the list, the title, Upload Image (image files only) and Analyze Design. */
export function EditorHeader(props: EditorHeaderProps) {
  const { isNew, designId, title, onTitleChange, onTitleBlur, onPick, onAnalyze, uploading, analyzing, product, permissions } = props;
  const busy = uploading || analyzing;
  const canEdit = permissions?.edit !== false;
  return (
    <header className="sticky top-0 z-10 border-b bg-background/85 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-6 lg:px-8">
      <h1 className="sr-only">{isNew ? 'New design' : 'Edit design'}</h1>
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <Link
          href={paths.designs}
          aria-label="Back to Designs"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'px-2' })}
        >
          <ArrowLeft aria-hidden="true" />
          <span className="hidden md:inline">Back to Designs</span>
        </Link>
        <Input
          aria-label="Design title"
          placeholder="Enter design title..."
          value={title}
          readOnly={!canEdit}
          maxLength={LIMITS.titleChars}
          onChange={(event) => onTitleChange(event.target.value)}
          onBlur={onTitleBlur}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.currentTarget.blur();
          }}
          className="h-10 min-w-0 flex-1 basis-40 border-transparent bg-transparent text-lg font-semibold shadow-none hover:border-input focus-visible:bg-card md:text-lg"
        />
        {product}
        <ShareButton kind="design" id={permissions?.share === false ? null : designId} className="h-9" />
        {canEdit ? (
          <div className="flex w-full gap-2 sm:w-auto">
            <Button variant="outline" className="flex-1 sm:flex-none" disabled={busy} onClick={onPick}>
              {uploading ? <Spinner aria-hidden="true" /> : <Upload aria-hidden="true" />}
              Upload Image
            </Button>
            <Button className="flex-1 sm:flex-none" disabled={busy} aria-busy={analyzing || undefined} onClick={onAnalyze}>
              {analyzing ? <Spinner aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {analyzing ? 'Analyzing...' : 'Analyze Design'}
            </Button>
          </div>
        ) : (
          <ViewOnlyBadge />
        )}
      </div>
    </header>
  );
}
