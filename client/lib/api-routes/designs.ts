import type { MessageResponse } from '@common/auth';
import type {
  AnalyzeDesignResponse,
  DesignBody,
  DesignDto,
  DesignMessageBody,
  DesignMessageDto,
  DesignMessagePage,
  DesignSummary,
} from '@common/designs';
import { get, paged, send } from '@/lib/api-routes/route';

const BASE = '/api/designs';

/** Designs and their chats. */
export const designsApi = {
  list: get<DesignSummary[]>(BASE),
  create: send<DesignBody, DesignDto>('POST', BASE),
  one: (id: string) => get<DesignDto>(BASE, id),
  update: (id: string) => send<DesignBody, DesignDto>('PUT', BASE, id),
  remove: (id: string) => send<undefined, MessageResponse>('DELETE', BASE, id),
  /** The chat, a page at a time: the latest messages first. */
  messages: (id: string) => paged<DesignMessagePage>(BASE, id, 'messages'),
  sendMessage: (id: string) => send<DesignMessageBody, DesignMessageDto[]>('POST', BASE, id, 'messages'),
  /** A new reply to the last, unanswered question. */
  reply: (id: string) => send<undefined, DesignMessageDto[]>('POST', BASE, id, 'reply'),
  /** The last reply, cut at the model's length limit, made longer. */
  continueReply: (id: string) => send<undefined, DesignMessageDto[]>('POST', BASE, id, 'continue'),
  /** A review of an image (multipart fields 'title', then 'image'). */
  analyze: send<FormData, AnalyzeDesignResponse>('POST', '/api/analyze-design'),
};
