import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpApp } from './httpApp.ts';
import fastifyStatic from '@fastify/static';
import { codeCatalogue } from '@limelight/protocol';
import { sendEnvelope } from './errorHandler.ts';
import { renderIndexHtml, type FirstPage } from './indexHtml.ts';

/**
 * Tokens live in local storage (spec 000 §3), so the app must never run a script it did not ship:
 * scripts only from this origin, no inline script, no plugins. Media and frames from https for the
 * shared-media apps of rooms.
 */
const strictDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // WebAssembly compiled from this origin's scripts (the 3D model viewer's mesh decoder), never JS eval:
  // docs/decisions/model-uploads.md.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // An event's HLS or DASH stream from elsewhere is fetched by its player (hls.js, Shaka) from the
  // https host its editor named (docs/decisions/event-contents.md); YouTube needs only frame-src.
  'connect-src': ["'self'", 'ws:', 'wss:', 'https:'],
  'frame-src': ['https:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * What Stripe.js needs, from Stripe's integration security guide: its script from js.stripe.com, the
 * card fields in frames of js.stripe.com (hooks.stripe.com for its redirects), its calls to
 * api.stripe.com. Frames are already allowed from any https origin; they are named so that narrowing
 * frame-src later cannot break the card form.
 */
const stripeJsSources: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/** The page's Content-Security-Policy; Stripe's sources only while Stripe is the card processor. */
export function contentSecurityPolicy(options: { allowsStripeJs: boolean }): string {
  return Object.entries(strictDirectives)
    .map(([directive, sources]) =>
      [directive, ...sources, ...(options.allowsStripeJs ? (stripeJsSources[directive] ?? []) : [])].join(
        ' ',
      ),
    )
    .join('; ');
}

/** The first load of an address with its content written in, or null for the plain shell. */
/** A page's first content for an address, in the language the visitor last chose (their `lang` cookie). */
export type FirstPageOf = (url: URL, rememberedLanguage: string | undefined) => Promise<FirstPage | null>;

/**
 * The language the browser remembers choosing (the web app writes a `lang` cookie beside its storage,
 * docs/decisions/web-routes.md "Language and theme"): not a credential, only the first paint reads it.
 */
const rememberedLanguageOf = (request: FastifyRequest): string | undefined =>
  /(?:^|;\s*)lang=([\w-]{1,16})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];

/**
 * A page rendered per request, compressed per request: brotli at a fast level (the page is a few KB), else
 * gzip, else as it is.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('Cache-Control', 'no-cache')
    // The content also depends on the language cookie: a shared cache keeps one copy per cookie.
    .header('Vary', 'Accept-Encoding, Cookie')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every
 * other GET (and HEAD) that is not an API or socket path, so each route of the route table loads directly. Text
 * files go brotli- or gzip-compressed, as the build made them, when the browser accepts it.
 */
export async function registerWebApp(
  app: HttpApp,
  distDir: string,
  options: { allowsStripeJs: boolean; firstPageOf?: FirstPageOf },
): Promise<void> {
  const policy = contentSecurityPolicy(options);
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const template = hasWebApp ? readFileSync(indexFile, 'utf8') : '';
  const { firstPageOf } = options;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Synchronous: an async hook costs every answer a promise (docs/decisions/http-speed.md). nosniff and
  // the Referrer-Policy of every answer are set on request (httpApp.ts).
  app.addHook('onSend', (_request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    if (typeof contentType === 'string' && contentType.startsWith('text/html')) {
      reply.header('Content-Security-Policy', policy);
    }
    done(null, payload);
  });
  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  // `/`, `/events` and an event's page come with their first content (docs/decisions/first-paint.md); a
  // failure to render it still leaves the plain shell, which loads everything itself.
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!firstPageOf) return sendShell(reply);
    try {
      const page = await firstPageOf(new URL(request.url, 'http://localhost'), rememberedLanguageOf(request));
      if (page) return sendHtml(request, reply, renderIndexHtml(template, page));
    } catch (error) {
      request.log.error({ err: error }, 'The first paint of a page failed; sending the plain shell');
    }
    return sendShell(reply);
  };
  if (hasWebApp) app.get('/', sendApp);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/ws/');
    // A missing file (a name with an extension) is a 404, not the app: a stale asset must not load HTML.
    const isFileRequest = path.extname(request.url.split('?')[0] ?? '') !== '';
    // HEAD answers as GET does, without the body (Node leaves it out), as link checkers and monitors expect.
    const isPageRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || isFileRequest || !isPageRead || !hasWebApp) {
      return sendEnvelope(reply, {
        code: codeCatalogue.NotFound.code,
        message: codeCatalogue.NotFound.message,
        data: null,
      });
    }
    return sendApp(request, reply);
  });
}
