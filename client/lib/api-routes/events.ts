import { get } from '@/lib/api-routes/route';

/** The live events about the signed-in user's own data, as Server-Sent Events. */
export const eventsApi = { stream: get<never>('/api/events') };
