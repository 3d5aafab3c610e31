import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { analyzeDocument } from '@/features/documents/api/editor-document';
import { hasText } from '@/features/documents/lib/editor-content';
import { toastFailure } from '@/lib/failure-toast';
import { appendMessages } from '@/lib/chat-cache';
import { api, paged } from '@/lib/routes';

/** Analysis's toasts: its success replaces a failure still on screen. */
const ANALYSIS_TOAST = 'document-analysis';

type AnalysisOptions = {
  /** Another step (an upload) is under way: analysis waits for it. */
  busy: boolean;
  /** Saves the document first (creating a new one); its id, or null when the save failed (with its own toast). */
  ensureSaved: () => Promise<string | null>;
};

/**
 * "Analyze with AI": the document is saved first, then reviewed; the review joins the document's
 * chat as assistant messages.
 */
export function useDocumentAnalysis(editor: Editor, { busy, ensureSaved }: AnalysisOptions) {
  const queryClient = useQueryClient();
  const [analyzing, setAnalyzing] = useState(false);
  const [analyzed, setAnalyzed] = useState(false);
  const showError = (description: string) => toast({ variant: 'destructive', title: 'Error', description });

  async function analyze() {
    if (analyzing || busy) return;
    if (!hasText(editor)) return showError('Please add some content to analyze');
    setAnalyzing(true);
    try {
      const id = await ensureSaved();
      if (!id) return;
      const answer = await analyzeDocument(id);
      await queryClient.cancelQueries({ queryKey: paged(api.messages.list, { id }).queryKey, exact: true });
      appendMessages(queryClient, paged(api.messages.list, { id }), answer.messages);
      setAnalyzed(true);
      toast({ id: ANALYSIS_TOAST, title: 'Success', description: 'Analysis generated successfully' });
    } catch (error) {
      toastFailure(error, { id: ANALYSIS_TOAST, fallback: 'Failed to generate analysis' });
    } finally {
      setAnalyzing(false);
    }
  }

  return { analyze: () => void analyze(), analyzing, analyzed };
}
