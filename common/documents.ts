import { z } from 'zod';
import { JOURNEY_TYPES } from './constants';

export const journeyTypeSchema = z.enum(JOURNEY_TYPES);

export const documentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: journeyTypeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
