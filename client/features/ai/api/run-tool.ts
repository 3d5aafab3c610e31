import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** Runs one PM tool on the server, as a card recomputes after an input is changed. */
export const runTool = (name: string, input: Record<string, unknown>) => apiSend(action(api.ai.runTool, { name }), { input });
