import { productContext } from '../products/products.queries';
import { productBrief, withProductFacts } from '../products/product-context';
import {
  designDto,
  designMessageDto,
  designSummaryDto,
  type DesignBody,
  type DesignMessageDto,
  type DesignMessagePage,
  type ListDesignsQuery,
} from '../../../common/designs';
import type { ProductItems } from '../../../common/products';
import type { PageQuery } from '../../../common/pages';
import { toDto } from '../../db/dto-columns';
import type { Db } from '../../db/database';
import { authorize, permissionsOf, type ActionOf, type Allowed } from '../../policies/can';
import { designScope } from '../../policies/design.policy';
import type { Ask, Member } from '../../policies/policy';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import { cleaningEmptied, EMPTIED_MESSAGE, sanitizeHtml } from '../../lib/sanitize-html';
import { assertAiAllowance } from '../ai/ai.service';
import { createWithinPlan, type PlanHolder } from '../billing/billing.service';
import { productChoice } from '../products/product-choice';
import { systemPrompt } from '../prompts/prompts.service';
import { readChat } from '../chat/chat.pages';
import type { ChatKind, ReplyContext } from '../chat/chat.service';
import { checkImage } from '../uploads/file-check';
import { assertAttachable } from '../uploads/uploads.service';
import { designContext } from './design-context';
import * as q from './designs.queries';
import { publishToItem, teamChoice, withTeamAccess } from '../teams/teams.service';

export const DESIGN_NOT_FOUND = 'Design not found';

const summary = toDto(designSummaryDto);
const toDesignDto = toDto(designDto);
const toMessageDto = toDto(designMessageDto);

/** The designs the reader sees, newest first: all, or those of one product (`none`: of none). */
export const listDesigns = async (ctx: AppContext, reader: Member, query: ListDesignsQuery = {}) =>
  (await q.listDesigns(ctx.database.db, designScope(reader.id), query.productId)).map(summary);

/** The design `ask` names, if its actor may `action` it; 404 when there is none or the actor may not see it. */
export async function loadDesign<A extends ActionOf<'design'>>(ctx: AppContext, ask: Ask, action: A) {
  const design = await withTeamAccess(ctx.database.db, ask.actor, await q.getDesignById(ctx.database.db, ask.id));
  return authorize(ask.actor, action, { design }, { hidden: DESIGN_NOT_FOUND });
}

export { toDesignDto };

export async function getDesign(ctx: AppContext, ask: Ask) {
  const row = await loadDesign(ctx, ask, 'read');
  return toDesignDto({ ...row, permissions: permissionsOf(ask.actor, { design: row }) });
}

/** A new design, counted against the user's monthly plan limit. */
export async function createDesign(ctx: AppContext, user: PlanHolder & Member, body: DesignBody) {
  await assertAttachable(ctx, user, body.imageUrl);
  const productId = await productChoice(ctx.database.db, user, body.productId);
  const teamId = await teamChoice(ctx.database.db, user, body.teamId);
  const row = await createWithinPlan(ctx, user, (tx) =>
    q.insertDesign(tx, {
      userId: user.id,
      productId,
      teamId,
      title: body.title || 'Untitled Design',
      content: sanitizeHtml(body.content ?? ''),
      imageUrl: body.imageUrl ?? null,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    }),
  );
  const dto = toDesignDto(row);
  void publishToItem(ctx, row, { entity: 'design', action: 'created', id: row.id, title: dto.title, updatedAt: dto.updatedAt });
  return dto;
}

export async function updateDesign(ctx: AppContext, ask: Ask, body: DesignBody) {
  const design = await loadDesign(ctx, ask, 'update');
  await assertAttachable(ctx, ask.actor, body.imageUrl);
  const content = body.content !== undefined ? sanitizeHtml(body.content) : undefined;
  if (content !== undefined && cleaningEmptied(body.content ?? '', content) && htmlToText(design.content)) {
    throw badRequest(EMPTIED_MESSAGE, 'content_dropped');
  }
  const row = await q.updateDesign(ctx.database.db, design, {
    ...(body.title !== undefined ? { title: body.title || 'Untitled Design' } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(body.imageUrl !== undefined ? { imageUrl: body.imageUrl } : {}),
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw notFound(DESIGN_NOT_FOUND);
  const dto = toDesignDto(row);
  void publishToItem(ctx, row, { entity: 'design', action: 'updated', id: row.id, title: dto.title, updatedAt: dto.updatedAt });
  return dto;
}

export async function deleteDesign(ctx: AppContext, ask: Ask) {
  const design = await loadDesign(ctx, ask, 'delete');
  if (!(await q.deleteDesign(ctx.database.db, design))) throw notFound(DESIGN_NOT_FOUND);
  void publishToItem(ctx, design, { entity: 'design', action: 'deleted', id: design.id });
}

/** A deleted product's designs, in its transaction: moved to no product (`keep`) or deleted; answers their ids. */
export const releaseProductDesigns = (tx: Db, product: Allowed<{ id: string }, 'delete'>, items: ProductItems) =>
  q.releaseProduct(tx, product, items);

/** The chat of the design: all of it, oldest first, when no page is asked for; else one page, as a document's chat pages. */
export const listDesignMessages = (ctx: AppContext, ask: Ask, query: PageQuery = {}): Promise<DesignMessageDto[] | DesignMessagePage> =>
  readChat(ctx, designChat, ask, query);

/** What the engine reads about a design beside its chat: its title, notes, the image's measurements, and its product. */
export async function designReplyContext(ctx: AppContext, design: q.DesignRow): Promise<ReplyContext> {
  const [about, product] = await Promise.all([designContext(ctx, design), productContext(ctx.database.db, design.productId)]);
  return { journeyType: 'design', memories: withProductFacts([], product), product: productBrief(product), design: about };
}

/** The chat about a design: its analysis, then the questions about it and their answers. */
export const designChat: ChatKind<DesignMessageDto> = {
  owner: 'design',
  entity: 'design_message',
  notFound: DESIGN_NOT_FOUND,
  toDto: toMessageDto,
  async load(ctx, ask, limit) {
    const row = await q.getDesignChat(ctx.database.db, ask.id, limit);
    if (!row) return undefined;
    const withAccess = await withTeamAccess(ctx.database.db, ask.actor, row.design);
    const design = authorize(ask.actor, 'chat', { design: withAccess }, { hidden: DESIGN_NOT_FOUND });
    const { history, prompt } = row;
    return {
      id: design.id,
      userId: design.userId,
      history,
      prompt,
      context: await designReplyContext(ctx, design),
      model: design.model,
      productId: design.productId,
    };
  },
  ownerOf: loadDesign,
};

/** A design's notes as the review reads them: their text, at most this long. */
const MAX_NOTES_CHARS = 20_000;

type DesignReview = { title: string; notes: string; designId?: string };

/**
 * A review of an image, with the design's notes (HTML): verified and re-encoded first, then read by
 * the engine of the saved design's model (`designId`: 404 unless the actor may chat there), else the default.
 */
export async function analyzeDesign(ctx: AppContext, actor: Member, data: Buffer, { title, notes, designId }: DesignReview) {
  const design = designId ? await loadDesign(ctx, { actor, id: designId }, 'chat') : undefined;
  await assertAiAllowance(ctx, actor.id);
  const image = await checkImage(data);
  const { engine } = await ctx.models.engineFor(ctx.database.db, design?.model);
  const analysis = await engine.analyzeDesign({
    image: image.data,
    mimeType: image.mime,
    title: title || 'Untitled Design',
    notes: htmlToText(notes).slice(0, MAX_NOTES_CHARS),
    systemPrompt: await systemPrompt(ctx, 'design_analysis'),
  });
  return { analysis };
}
