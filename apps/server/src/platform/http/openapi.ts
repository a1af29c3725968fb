import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { Api, codeCatalogue, type CodeName } from '@limelight/protocol';
import { contractCalls, impliedCodes, type HttpCall } from '@limelight/protocol/http';

const authNotes: Record<HttpCall['auth'], string> = {
  none: 'Anyone may call it; no token is read.',
  optional: 'Anyone may call it; a token, when sent, is read and names the caller.',
  any: 'Needs a token: a guest or a member.',
  member: 'Needs a member token (a guest is answered 10002).',
};

/** The codes of a call beyond Success, each once, in catalogue order. */
function codesOf(call: HttpCall): CodeName[] {
  const named = new Set<CodeName>([...call.codes, ...impliedCodes(call)]);
  return (Object.keys(codeCatalogue) as CodeName[]).filter((name) => named.has(name));
}

/** Fastify's `:name` path parameters as OpenAPI's `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The refusals of a call grouped by the HTTP status they travel with, each inside the envelope. */
function refusals(call: HttpCall): ZodOpenApiOperationObject['responses'] {
  const byStatus = new Map<number, CodeName[]>();
  for (const name of codesOf(call)) {
    const status = codeCatalogue[name].httpStatus;
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, names]) => {
      const codes = names.map((name) => codeCatalogue[name].code);
      const envelope = z.object({
        code: z.union(codes.map((code) => z.literal(code))),
        message: z.string(),
        data: z.unknown(),
      });
      const lines = names.map(
        (name) => `- ${codeCatalogue[name].code} ${name}: ${codeCatalogue[name].message}`,
      );
      return [
        String(status),
        { description: lines.join('\n'), content: { 'application/json': { schema: envelope } } },
      ];
    }),
  );
}

function operationOf(name: string, call: HttpCall): ZodOpenApiOperationObject {
  const success = call.file
    ? { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } }
    : {
        'application/json': {
          schema: z.object({
            code: z.literal(codeCatalogue.Success.code),
            message: z.literal(codeCatalogue.Success.message),
            data: call.answer,
          }),
        },
      };
  return {
    operationId: name,
    summary: call.summary,
    description: `${authNotes[call.auth]}${call.rateLimitPerMinute ? ` At most ${call.rateLimitPerMinute} a minute${call.rateLimitBy === 'sender' ? ' per sender' : ''}.` : ''}`,
    tags: [name.split('.')[0] ?? name],
    security: call.auth === 'none' ? [] : call.auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    'x-limelight-auth': call.auth,
    ...(call.query || call.params
      ? {
          requestParams: {
            ...(call.query && { query: call.query }),
            ...(call.params && { path: call.params }),
          },
        }
      : {}),
    ...(call.body ? { requestBody: { content: { 'application/json': { schema: call.body } } } } : {}),
    responses: { '200': { description: 'Success', content: success }, ...refusals(call) },
  };
}

/**
 * The OpenAPI 3.1 document of the HTTP contract: each call with its auth, its request and answer schemas
 * inside the `{code, message, data}` envelope, and the codes it may answer with their messages.
 */
export function openApiDocument(): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const { name, call } of contractCalls()) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(name, call) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Limelight API',
        version: String(Api.version),
        description:
          `Every answer is the envelope {code, message, data}; the HTTP status mirrors the code's class. ` +
          `Clients send ?${Api.versionParam}=${Api.version} and the header ${Api.clientHeaderName}.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths,
    },
    // Refinements and transforms have no JSON Schema; the document shows the shape they read.
    { allowEmptySchema: { custom: true, transform: true } },
  );
}
