import type { PromptType } from '../../../common/constants';
import type { AppContext } from '../../lib/context';
import { getPromptByType } from './prompts.queries';

/** The admin-edited system prompt of a purpose, read at each call so edits apply to the next one. */
export async function systemPrompt(ctx: AppContext, type: PromptType): Promise<string | undefined> {
  return (await getPromptByType(ctx.database.db, type))?.content;
}
