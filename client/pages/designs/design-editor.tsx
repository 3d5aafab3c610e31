import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { findingPins } from '@common/design-findings';
import type { DesignDto } from '@common/designs';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/failure-toast';
import { useAiStatus } from '@/features/ai/api/get-ai-status';
import { useUpdateDesign } from '@/features/designs/api/save-design';
import { useSetDesignModel } from '@/features/designs/api/set-design-model';
import { ModelPicker } from '@/features/ai/components/model-picker';
import { DesignPreview } from '@/features/designs/components/design-preview';
import { EditorHeader } from '@/features/designs/components/editor-header';
import { useAnalyzeDesign } from '@/features/designs/hooks/use-analyze-design';
import { useDesignImage } from '@/features/designs/hooks/use-design-image';
import { ANALYZE_FAILED, AnalyzeDesignError, DEFAULT_DESIGN_TITLE } from '@/features/designs/lib/analyze-design-flow';
import { designConversation, useConversationMessages } from '@/features/messages/api/conversations';
import { ChatPanel, type ChatPanelCopy } from '@/features/messages/components/chat-panel';
import { ProductPicker } from '@/features/products/components/product-picker';
import { useFilePicker } from '@/hooks/use-file-picker';
import { usePageTitle } from '@/hooks/use-page-title';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

const showError = (description: string) => toast({ variant: 'destructive', title: 'Error', description });
/** Analyze Design's toasts: its success replaces a failure still on screen. */
const ANALYSIS_TOAST = 'design-analysis';

const DESIGN_CHAT: ChatPanelCopy = {
  title: 'Design Chat',
  thinking: 'AI is thinking...',
  empty: {
    title: 'No analysis yet',
    text: 'Upload an image, then click ‘Analyze Design’ to get a review. You can then ask questions about the design here.',
  },
  input: { label: 'Message', placeholder: 'Ask about the design...', untilAnalysed: 'disabled' },
};

/**
 * The design editor: title, image (upload or paste), analysis and the design chat. `design` is null
 * for a new design, which its first analysis saves.
 */
export function DesignEditor({ design }: { design: DesignDto | null }) {
  const [, navigate] = useLocation();
  /** The server's copy of the design, once there is one. */
  const [saved, setSaved] = useState<DesignDto | null>(design);
  const [title, setTitle] = useState(design?.title ?? DEFAULT_DESIGN_TITLE);
  usePageTitle(saved?.title ?? title);
  const update = useUpdateDesign();
  const analysis = useAnalyzeDesign();
  const offline = useAiStatus().data?.engine === 'offline';
  const savedId = saved?.id ?? null;
  const conversation = useMemo(() => (savedId ? designConversation(savedId) : null), [savedId]);
  const messages = useConversationMessages(conversation).data;
  const saveModel = useSetDesignModel().mutateAsync;
  // The model of the reviews and the chat: only those that see images are offered.
  const modelPicker = useMemo(
    () =>
      saved ? (
        <ModelPicker model={saved.model} onPick={async (model) => setSaved(await saveModel({ id: saved.id, model }))} needsVision />
      ) : undefined,
    [saved, saveModel],
  );
  // The pins are the newest review's: the last reply that places findings on the image.
  const pins = useMemo(() => {
    for (const message of [...(messages ?? [])].reverse()) {
      const found = message.role === 'assistant' ? findingPins(message.content) : [];
      if (found.length > 0) return found;
    }
    return [];
  }, [messages]);

  const put = (current: DesignDto, changes: { title?: string; imageUrl: string | null }) =>
    update.mutateAsync({ id: current.id, title: current.title, content: current.content, ...changes });

  async function saveImage(url: string) {
    if (!saved) return true;
    try {
      setSaved(await put(saved, { imageUrl: url }));
      return true;
    } catch (error) {
      showError(serverMessage(error, 'Failed to save design'));
      return false;
    }
  }

  // A team's viewer reads the design and its chat; the page offers nothing they may not do.
  const readOnly = design?.permissions?.edit === false;
  const { image, uploading, upload } = useDesignImage({
    initialUrl: design?.imageUrl ?? null,
    busy: analysis.isPending || readOnly,
    save: saveImage,
  });
  const picker = useFilePicker('image/*', upload);

  function saveTitle() {
    const next = title.trim();
    if (!saved) return;
    setTitle(next || saved.title);
    if (!next || next === saved.title) return;
    put(saved, { title: next, imageUrl: image?.url ?? saved.imageUrl }).then(setSaved, (error: unknown) =>
      showError(serverMessage(error, 'Failed to save design')),
    );
  }

  function analyze() {
    if (!image) {
      showError('Please upload an image first');
      return;
    }
    if (analysis.isPending || uploading) return;
    const input = { designId: savedId, title, notes: saved?.content ?? '', imageUrl: image.url, image: image.file };
    analysis.mutate(input, {
      onSuccess: ({ designId }) => {
        toast({ id: ANALYSIS_TOAST, title: 'Success', description: 'Design analysis completed' });
        if (!design) navigate(paths.design(designId));
      },
      onError: (error) => {
        if (error instanceof AnalyzeDesignError && error.created) setSaved(error.created);
        toastFailure(error, {
          id: ANALYSIS_TOAST,
          fallback: ANALYZE_FAILED,
          description: error instanceof AnalyzeDesignError ? error.message : ANALYZE_FAILED,
        });
      },
    });
  }

  return (
    <div className="flex min-h-full flex-col lg:h-full">
      <EditorHeader
        isNew={!saved}
        designId={savedId}
        title={title}
        onTitleChange={setTitle}
        onTitleBlur={saveTitle}
        onPick={picker.open}
        onAnalyze={analyze}
        uploading={uploading}
        analyzing={analysis.isPending}
        product={saved && !readOnly && <ProductPicker kind="design" id={saved.id} productId={saved.productId} />}
        permissions={design?.permissions}
      />
      {picker.input}
      <div className="grid flex-1 gap-4 p-4 sm:p-6 lg:min-h-0 lg:grid-cols-2 lg:grid-rows-[minmax(0,1fr)] lg:px-8">
        <DesignPreview
          imageUrl={image?.url ?? null}
          uploading={uploading}
          onPick={readOnly ? undefined : picker.open}
          onFile={readOnly ? undefined : upload}
          pins={pins}
          className="min-h-80 lg:min-h-0"
        />
        <ChatPanel
          copy={DESIGN_CHAT}
          conversation={conversation}
          offline={offline}
          analyzing={analysis.isPending ? 'AI is thinking...' : null}
          composerFooter={readOnly ? undefined : modelPicker}
          readOnly={readOnly}
          className="h-[34rem] rounded-xl shadow-sm lg:h-auto"
        />
      </div>
    </div>
  );
}
