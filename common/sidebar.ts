import { z } from 'zod';
import { documentSummaryDto } from './documents';

/** How many recent chats the sidebar lists. */
export const RECENT_CHATS = 5;

/** `GET /api/sidebar`: the sidebar's badges and recent chats, without reading whole lists. */
export const sidebarDto = z.object({
  counts: z.object({ chats: z.number(), documents: z.number(), designs: z.number() }),
  /** The chats (not editor documents) changed most recently, newest first. */
  recentChats: z.array(documentSummaryDto),
});
export type SidebarDto = z.infer<typeof sidebarDto>;
