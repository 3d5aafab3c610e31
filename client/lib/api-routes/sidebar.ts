import type { SidebarDto } from '@common/sidebar';
import { get } from '@/lib/api-routes/route';

/** The sidebar's badges and recent chats, small whatever the size of the lists. */
export const sidebarApi = { summary: get<SidebarDto>('/api/sidebar') };
