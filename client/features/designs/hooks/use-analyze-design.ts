import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyzeDesign } from '@/features/designs/api/analyze-design';
import { storeDesign } from '@/features/designs/api/design-cache';
import { getUploadedImage } from '@/features/designs/api/get-uploaded-image';
import { createDesign, saveDesignAnalysis } from '@/features/designs/api/save-design';
import { AnalyzeDesignError, runDesignAnalysis, type AnalyzeInput } from '@/features/designs/lib/analyze-design-flow';
import { appendMessages } from '@/lib/chat-cache';
import { api, paged } from '@/lib/routes';

const steps = { createDesign, readImage: getUploadedImage, analyzeDesign, saveAnalysis: saveDesignAnalysis };

/** Create (for a new design), analyse, save the analysis; the caches follow each step that succeeded. */
export function useAnalyzeDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnalyzeInput) => runDesignAnalysis(input, steps),
    onSuccess: ({ designId, created, messages }) => {
      if (created) storeDesign(queryClient, created);
      appendMessages(queryClient, paged(api.designs.messages, { id: designId }), messages);
    },
    onError: (error) => {
      if (error instanceof AnalyzeDesignError && error.created) storeDesign(queryClient, error.created);
    },
  });
}
