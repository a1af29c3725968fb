import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth, Messages, messageOf, ResponseCode } from '@limelight/protocol';
import { startTestServer, type TestServer } from './testServer.ts';
import { buildMember } from './factories.ts';

/** A body silent this long is refused (issue 26); short here so that a test waits little. */
const bodyIdleTimeoutMs = 600;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BODY_IDLE_TIMEOUT_MS: String(bodyIdleTimeoutMs) });
});
afterAll(() => server.close());

/** Writes raw bytes to the server and reads everything it answers until it closes or goes quiet. */
function sendRaw(request: string | Buffer): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    };
    socket.setTimeout(3000, finish);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // A kept-alive connection stays open: the answer is whole once its Content-Length has arrived.
      const text = Buffer.concat(chunks).toString('utf8');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const headEnd = text.indexOf('\r\n\r\n');
      if (length && headEnd >= 0 && Buffer.byteLength(text.slice(headEnd + 4)) >= Number(length)) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error) => (chunks.length > 0 ? finish() : reject(error)));
    socket.write(request);
  });
}

function envelopeOf(body: string): { code: number; message: string; data: unknown } {
  const parsed = JSON.parse(body) as { code: number; message: string; data: unknown };
  expect(parsed).toEqual(expect.objectContaining({ code: expect.any(Number), message: expect.any(String) }));
  expect(parsed).toHaveProperty('data');
  return parsed;
}

describe('answers at the HTTP edge are envelopes (issue 9)', () => {
  it('answers a header over 16 KB with 431 and the envelope', async () => {
    const answer = await sendRaw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
  });

  it('answers a malformed URL (FST_ERR_BAD_URL) with 4000', async () => {
    const answer = await sendRaw('GET /api/events/v4/%E0%A4%A/play HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
  });

  it('answers a malformed request line with 4000', async () => {
    const answer = await sendRaw('GET\u0000 / HTTP/1.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
  });

  it('answers a malformed chunked body with 4000', async () => {
    const answer = await sendRaw(
      'POST /api/user/v1/createGuest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
  });
});

describe('malformed multipart uploads answer 4000 (issue 9)', () => {
  const boundary = 'fuzzboundary';
  const uploadPaths = ['/api/user/v1/changeAvatar', '/api/common/v1/upload'];
  let token: string;
  beforeAll(async () => {
    token = (await buildMember(server)).userToken;
  });

  function rawUpload(
    path: string,
    contentType: string,
    body: string,
  ): Promise<{ status: number; body: string }> {
    return sendRaw(
      `POST ${path}?v=43 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }

  it.each(uploadPaths)('refuses a multipart body without a boundary on %s', async (path) => {
    const answer = await rawUpload(path, 'multipart/form-data', '--x\r\n\r\nhello\r\n--x--\r\n');
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
  });

  it.each(uploadPaths)('refuses a truncated multipart body on %s', async (path) => {
    const truncated =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;
    const answer = await rawUpload(path, `multipart/form-data; boundary=${boundary}`, truncated);
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
  });
});

describe('deeply nested JSON answers 4000 before any recursive walk (issue 26)', () => {
  // A room setting's value is free-form JSON (storableJsonSchema walks it): ~4,000 levels were a 500.
  const editRoom = async (depth: number) => {
    const { userToken } = await buildMember(server);
    const value = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    return server.api.request('POST', '/api/room/v1/editRoom', {
      token: userToken,
      body: `{"eventId":"no-such-room","option":"title","value":${value}}`,
    });
  };

  it.each([maxJsonDepth + 1, 4_000, 100_000])('refuses a body nested %i levels deep', async (depth) => {
    const answer = await editRoom(depth - 1);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: ResponseCode.InvalidRequest,
      message: messageOf(ResponseCode.InvalidRequest),
      data: { reason: Messages.jsonTooDeep },
    });
  });

  it('reads a body nested to the limit as any other body', async () => {
    const answer = await editRoom(maxJsonDepth - 1);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.data).not.toEqual({ reason: Messages.jsonTooDeep });
  });
});

describe('a body cut short answers 400 within the body timeout (issue 26)', () => {
  /** Sends headers promising more body than follows, then waits: the answer, and how long it took. */
  async function sendStalled(head: string, partialBody: string) {
    const startedAt = performance.now();
    const answer = await sendRaw(`${head}\r\n\r\n${partialBody}`);
    return { ...answer, elapsedMs: performance.now() - startedAt };
  }

  it.each(['/api/common/v1/upload?v=43&type=cover', '/api/user/v1/changeAvatar?v=43'])(
    'answers a multipart upload that stops mid-part on %s',
    async (path) => {
      const { userToken } = await buildMember(server);
      const boundary = 'stalledboundary';
      const part =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;
      const answer = await sendStalled(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${userToken}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000`,
        part,
      );
      expect(answer.status).toBe(400);
      expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
      expect(answer.elapsedMs).toBeGreaterThanOrEqual(bodyIdleTimeoutMs - 50);
      expect(answer.elapsedMs).toBeLessThan(bodyIdleTimeoutMs + 2_000);
    },
  );

  it('answers a multipart upload whose headers came but no body', async () => {
    const { userToken } = await buildMember(server);
    const answer = await sendStalled(
      `POST /api/user/v1/changeAvatar?v=43 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${userToken}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000`,
      '',
    );
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
  });

  it('answers a JSON body shorter than its Content-Length', async () => {
    const answer = await sendStalled(
      'POST /api/user/v1/createGuest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 500',
      '{"eventId":',
    );
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer.body).code).toBe(ResponseCode.InvalidRequest);
    expect(answer.elapsedMs).toBeLessThan(bodyIdleTimeoutMs + 2_000);
  });

  it('does not cut a body that keeps arriving slower than the timeout in all', async () => {
    const body = JSON.stringify({});
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.write(
      'POST /api/user/v1/createGuest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length + 8}\r\nConnection: close\r\n\r\n`,
    );
    // Eight spaces, one every half timeout: the body takes four timeouts in all, never silent for one.
    for (let index = 0; index < 8; index += 1) {
      await new Promise((resolve) => setTimeout(resolve, bodyIdleTimeoutMs / 2));
      socket.write(' ');
    }
    socket.write(body);
    await new Promise((resolve) => socket.on('close', resolve));
    expect(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]).toBe('200');
  });
});
