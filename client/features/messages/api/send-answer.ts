import { apiSend } from '@/lib/api-client';
import { documentsApi } from '@/lib/api-routes/documents';

/** A guided-questionnaire answer (isQuestion): the server saves it and answers [user], with no AI reply. */
export const sendAnswer = (documentId: string, content: string) =>
  apiSend(documentsApi.sendMessage(documentId), { content, isQuestion: true });
