import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** A chat's assistant reply as a new editor document: answers its id and title. */
export const replyToDocument = (chatId: string, messageId: string) => apiSend(action(api.messages.toDocument, { id: chatId, messageId }));
