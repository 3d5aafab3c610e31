import { api } from '../../../common/contract/api';
import { version } from '../../../package.json';
import { openApiDocument } from '../../lib/openapi';
import { serveRoutes } from '../../plugins/api-routes';

/** The OpenAPI document, generated once from the contract. */
export const docsRoutes = () => {
  let document: ReturnType<typeof openApiDocument> | null = null;
  return serveRoutes(api.docs, { openapi: async () => (document ??= openApiDocument(version)) });
};
