import { z } from 'zod';

/**
 * The query of a list that pages: without `limit` or `cursor` the whole list, with them one page of
 * `limit` (at most `max`) after the `nextCursor` of the page before.
 */
export const pageQuery = (max: number) =>
  z.object({
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(max, `limit must be at most ${max}`)
      .optional(),
    cursor: z
      .string({ error: 'cursor must be text' })
      .regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor must be the nextCursor of a previous page')
      .optional(),
  });
export type PageQuery = z.infer<ReturnType<typeof pageQuery>>;

/** One page of a list: `nextCursor` asks for the next page, null after the last. */
export const pageOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export type Page<Item> = { items: Item[]; nextCursor: string | null };
