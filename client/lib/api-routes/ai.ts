import type { AiStatus } from '@common/ai';
import { get } from '@/lib/api-routes/route';

/** Which engine answers: the offline, rule-based one, or a configured AI provider. */
export const aiApi = { status: get<AiStatus>('/api/ai/status') };
