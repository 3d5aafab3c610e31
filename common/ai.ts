import { z } from 'zod';

/** Which engine answers replies, analyses and titles (GET /api/ai/status). */
export const aiStatusDto = z.object({ engine: z.enum(['offline', 'llm']), provider: z.string(), model: z.string() });
export type AiStatus = z.infer<typeof aiStatusDto>;
