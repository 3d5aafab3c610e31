import { api } from '../../../common/contract/api';
import { isToolName } from '../../../common/tools/inputs';
import { isWorkspaceToolName } from '../../../common/tools/workspace-inputs';
import { TOOL_DESCRIPTIONS, WORKSPACE_TOOL_DESCRIPTIONS } from '../../ai/tools/descriptions';
import { runTool, ToolInputError } from '../../ai/tools/registry';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { serveRoutes } from '../../plugins/api-routes';
import { currentUser } from '../../plugins/session';
import { assertToolAllowance } from './ai.service';

/** Every tool a model may get: the toolbox, then the workspace tools (`suggest_edit` only in an editor document's chat). */
const LISTED = [...TOOL_DESCRIPTIONS, ...WORKSPACE_TOOL_DESCRIPTIONS];

/**
 * Which engine and model answer, so the client can say when replies come from the offline engine;
 * and the PM toolbox, listed as the model gets it and run for a card's recompute.
 */
export const aiRoutes = (ctx: AppContext) =>
  serveRoutes(api.ai, {
    status: async () => ctx.ai.info,

    tools: async () => LISTED,

    runTool: async (request) => {
      const { name } = request.params;
      if (isWorkspaceToolName(name)) throw badRequest(`${name} works on your own documents and runs only in a chat`, 'chat_only_tool');
      if (!isToolName(name)) throw notFound(`There is no tool named "${name}"`);
      await assertToolAllowance(ctx, currentUser(request).id);
      try {
        return { result: runTool(name, request.body.input) };
      } catch (err) {
        if (err instanceof ToolInputError) throw badRequest(err.message, 'invalid_input');
        throw err;
      }
    },
  });
