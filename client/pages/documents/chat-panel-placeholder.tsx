import { cn } from '@/lib/utils';
import { EDITOR_LAYOUT } from '@/pages/documents/editor-layout';

/** The Analysis & Chat panel's place, empty, while its code loads: the text beside it does not move. */
export function ChatPanelPlaceholder() {
  return <section aria-hidden="true" className={cn('flex min-h-0 flex-col overflow-hidden border bg-card', EDITOR_LAYOUT.chat)} />;
}
