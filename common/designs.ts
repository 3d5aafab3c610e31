import { z } from 'zod';

export const designSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;
