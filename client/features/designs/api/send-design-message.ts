import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignMessageDto } from '@common/designs';
import { appendDesignMessages } from '@/features/designs/api/get-design-messages';
import { apiRequest } from '@/lib/api-client';

type DesignMessageInput = { designId: string; content: string };

const messagesUrl = (designId: string) => `/api/designs/${encodeURIComponent(designId)}/messages`;

/** A question about the design: answers [the user's message, the assistant's reply]. */
export const sendDesignMessage = ({ designId, content }: DesignMessageInput) =>
  apiRequest<DesignMessageDto[]>('POST', messagesUrl(designId), { content });

/** Saves an analysis as the assistant's message: answers [that message]. */
export const saveDesignAnalysis = ({ designId, content }: DesignMessageInput) =>
  apiRequest<DesignMessageDto[]>('POST', messagesUrl(designId), { content, role: 'assistant' });

export function useSendDesignMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDesignMessage,
    onSuccess: (messages, { designId }) => appendDesignMessages(queryClient, designId, messages),
  });
}
