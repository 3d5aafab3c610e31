import { z } from 'zod';

/** `GET /healthz`: the process is up. */
export const healthDto = z.object({ status: z.literal('ok') });

/** `GET /readyz`: the database answers. */
export const readyDto = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });

/** `GET /readyz` with 503: the database does not answer. */
export const unavailableDto = z.object({ status: z.literal('unavailable'), message: z.string() });
