import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyzeDesign } from '@/features/designs/api/analyze-design';
import { createDesign } from '@/features/designs/api/create-design';
import { storeDesign } from '@/features/designs/api/design-cache';
import { appendDesignMessages } from '@/features/designs/api/get-design-messages';
import { getUploadedImage } from '@/features/designs/api/get-uploaded-image';
import { saveDesignAnalysis } from '@/features/designs/api/send-design-message';
import { AnalyzeDesignError, runDesignAnalysis, type AnalyzeInput } from '@/features/designs/lib/analyze-design-flow';

const steps = { createDesign, readImage: getUploadedImage, analyzeDesign, saveAnalysis: saveDesignAnalysis };

/** Create (for a new design), analyse, save the analysis; the caches follow each step that succeeded. */
export function useAnalyzeDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnalyzeInput) => runDesignAnalysis(input, steps),
    onSuccess: ({ designId, created, messages }) => {
      if (created) storeDesign(queryClient, created);
      appendDesignMessages(queryClient, designId, messages);
    },
    onError: (error) => {
      if (error instanceof AnalyzeDesignError && error.created) storeDesign(queryClient, error.created);
    },
  });
}
