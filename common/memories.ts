import { z } from 'zod';

/** A fact remembered about a document's product (`/api/documents/{id}/memories`). */
export const memoryDto = z.object({ id: z.string(), key: z.string(), value: z.string(), importance: z.number() });
export type MemoryDto = z.infer<typeof memoryDto>;
