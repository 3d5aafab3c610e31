import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { api } from '../../../common/contract/api';
import { version } from '../../../package.json';
import { openApiDocument } from '../../lib/openapi';
import { serveRoutes } from '../../plugins/api-routes';

/** Swagger UI's files, from the installed package: the page needs no network beyond this server. */
const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Starts the renderer on the document; a file of its own, since the content security policy allows no inline script. */
const REFERENCE_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false });
});
`;

const REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Northstar API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/reference.js"></script>
  </body>
</html>
`;

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/** The OpenAPI document, generated once from the contract, and the reference page that renders it. */
export const docsRoutes = () => {
  let document: ReturnType<typeof openApiDocument> | null = null;
  return serveRoutes(api.docs, {
    openapi: async () => (document ??= openApiDocument(version)),
    reference: async (_request, reply) => reply.type('text/html; charset=utf-8').send(REFERENCE_HTML),
    referenceAsset: async (request, reply) => {
      const { name } = request.params;
      const type = TYPES[name.endsWith('.css') ? 'css' : 'js'];
      const body = name === 'reference.js' ? REFERENCE_JS : await readFile(path.join(SWAGGER_DIR, name));
      return reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
    },
  });
};
