import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { askOf, currentUser } from '../../plugins/session';
import * as products from './products.service';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const productRoutes = (ctx: AppContext) =>
  serveRoutes(api.products, {
    list: async (request) => products.listProducts(ctx, currentUser(request)),
    create: async (request, reply) => reply.status(201).send(await products.createProduct(ctx, currentUser(request), request.body)),
    one: async (request) => products.getProduct(ctx, askOf(request)),
    update: async (request) => products.updateProduct(ctx, askOf(request), request.body),
    remove: async (request) => {
      const { documents, designs } = await products.deleteProduct(ctx, askOf(request), request.query);
      const items = `${count(documents, 'chat or document', 'chats or documents')} and ${count(designs, 'design', 'designs')}`;
      return {
        message: `Product deleted; ${items} ${request.query.items === 'keep' ? 'moved to no product' : 'deleted with it'}`,
      };
    },
  });
