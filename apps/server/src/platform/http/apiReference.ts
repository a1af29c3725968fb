import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HttpApp } from './httpApp.ts';
import { openApiDocument } from './openapi.ts';

/** The reference page's paths: the document and the page, which are not calls of the contract. */
export const ApiReferencePath = {
  document: '/api/openapi.json',
  page: '/api/docs',
  asset: '/api/docs/:file',
} as const;

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Scripts from this origin only, none inline (the strict Content-Security-Policy of webApp.ts): the page
// loads Swagger UI's bundle and starts it from a file of its own.
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Limelight API reference</title>
    <link rel="stylesheet" href="${ApiReferencePath.page}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ApiReferencePath.page}/swagger-ui-bundle.js"></script>
    <script src="${ApiReferencePath.page}/start.js"></script>
  </body>
</html>
`;

// No validator badge: it would send the document to validator.swagger.io (the page works offline).
const start = `window.ui = SwaggerUIBundle({ url: '${ApiReferencePath.document}', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });\n`;

/** The files the page loads, read once on first use. */
const assets: Record<string, { type: string; read: () => string }> = {
  'swagger-ui.css': {
    type: 'text/css',
    read: () => readFileSync(path.join(swaggerUiDir, 'swagger-ui.css'), 'utf8'),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript',
    read: () => readFileSync(path.join(swaggerUiDir, 'swagger-ui-bundle.js'), 'utf8'),
  },
  'start.js': { type: 'text/javascript', read: () => start },
};

/**
 * The API reference (issue 20): the OpenAPI 3.1 document of the HTTP contract at /api/openapi.json, and
 * Swagger UI (swagger-ui-dist, served from this server, so it works offline) at /api/docs.
 */
export function registerApiReference(app: HttpApp): void {
  let document: string | undefined;
  const loaded = new Map<string, string>();
  app.get(ApiReferencePath.document, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument());
    return reply.header('Cache-Control', 'no-cache').type('application/json').send(document);
  });
  app.get(ApiReferencePath.page, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
  app.get<{ Params: { file: string } }>(ApiReferencePath.asset, async (request, reply) => {
    const asset = Object.hasOwn(assets, request.params.file) ? assets[request.params.file] : undefined;
    if (!asset) return reply.callNotFound();
    const body = loaded.get(request.params.file) ?? asset.read();
    loaded.set(request.params.file, body);
    return reply.header('Cache-Control', 'no-cache').type(asset.type).send(body);
  });
}
