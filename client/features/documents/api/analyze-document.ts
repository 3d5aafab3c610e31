import type { MessageDto } from '@common/documents';
import { apiRequest } from '@/lib/api-client';

export type AnalysisAnswer = { id: string; messages: MessageDto[] };

/** "Analyze with AI": the server reviews the saved text and answers the review as assistant messages. */
export const analyzeDocument = (id: string) =>
  apiRequest<AnalysisAnswer>('POST', `/api/documents/${encodeURIComponent(id)}/feedback`);
