import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';

/** Which engine and model answer, so the client can say when replies come from the offline engine. */
export const aiRoutes = (ctx: AppContext) => serveRoutes(api.ai, { status: async () => ctx.ai.info });
