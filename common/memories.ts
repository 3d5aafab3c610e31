import { z } from 'zod';

/**
 * A fact remembered about a document's product (`/api/documents/{id}/memories`). A `proposed` fact
 * came from the model and waits for the user to keep it (save it) or drop it (forget it); it is not
 * sent to the model until kept.
 */
export const memoryDto = z.object({ id: z.string(), key: z.string(), value: z.string(), importance: z.number(), proposed: z.boolean() });
export type MemoryDto = z.infer<typeof memoryDto>;
