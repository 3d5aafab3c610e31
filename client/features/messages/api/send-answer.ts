import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** A guided-questionnaire answer (isQuestion) to the question `questionKey`: the server saves it and answers [user], with no AI reply. */
export const sendAnswer = (documentId: string, content: string, questionKey: string) =>
  apiSend(action(api.messages.send, { id: documentId }), { content, isQuestion: true, questionKey });
