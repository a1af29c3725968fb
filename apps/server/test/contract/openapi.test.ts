import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import { codeCatalogue } from '@limelight/protocol';
import { contractCalls } from '@limelight/protocol/http';
import { startTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Operation {
  operationId: string;
  security: unknown[];
  responses: Record<string, { description: string }>;
}

async function fetchDocument() {
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as { openapi: string; paths: Record<string, Record<string, Operation>> };
}

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    const document = (await response.json()) as Exclude<Parameters<typeof validate>[0], string>;
    expect(document).toMatchObject({ openapi: '3.1.0' });
    const result = await validate(document);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('lists every declared call with its codes, their messages and its auth', async () => {
    const { paths } = await fetchDocument();
    for (const { name, call } of contractCalls()) {
      const operation = paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      const descriptions = Object.values(operation?.responses ?? {})
        .map((response) => response.description)
        .join('\n');
      for (const code of call.codes)
        expect(descriptions, name).toContain(
          `${codeCatalogue[code].code} ${code}: ${codeCatalogue[code].message}`,
        );
      expect(operation?.security, name).toEqual(
        call.auth === 'none' ? [] : expect.arrayContaining([{ bearer: [] }]),
      );
    }
  });
});

describe('/api/docs', () => {
  it('answers the reference page under the strict Content-Security-Policy, with its files from this server', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    // WebAssembly may compile ('wasm-unsafe-eval', docs/decisions/model-uploads.md); JavaScript eval may not.
    expect(csp).not.toContain("'unsafe-eval'");
    const html = await response.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/'), source).toBe(true);
      expect((await fetch(`${server.url}${source}`)).status, source).toBe(200);
    }
  });
});
