import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { ok } from '@limelight/protocol';
import { readConfig } from '../../apps/server/src/platform/config.ts';
import { createLimelight } from '../../apps/server/src/limelight.ts';
import { createCallerResolver } from '../../apps/server/src/platform/auth/callerResolver.ts';
import { TokenSigner } from '../../apps/server/src/platform/auth/tokens.ts';

// bench/http/stack.ts's server process: the full platform (PORT), and beside it in the same process, on
// ports of their own, Fastify alone and bare node:http. The three share one event loop, one heap and one
// core (the bench pins the process), so their ratios compare the HTTP stacks, not the machine's moods.
// The baselines answer the bytes the platform answered (asked once through the platform at start).
const config = readConfig();
const limelight = await createLimelight(config);
const platformUrl = await limelight.listen();

const healthBytes = await (await fetch(`${platformUrl}/api/health`)).text();

// Fastify alone: no hooks, no plugins. Its authenticated read is the platform's friendConnToken done by
// hand: verify the member's bearer token and check the account (same signer, secret and account cache),
// sign the friend socket's token, answer the envelope. The platform's route does exactly that work, so the
// ratio is the HTTP stack's alone (no database read on either side).
const tokens = new TokenSigner(config.authSecret);
const resolveCaller = createCallerResolver(tokens, limelight.accountAuth.lookup);
const fastify = Fastify({ logger: false });
fastify.get('/api/health', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(healthBytes);
});
fastify.get('/api/socket2/v1/friendConnToken', async (request) => {
  const caller = await resolveCaller(request.headers.authorization);
  return ok({ token: await tokens.signConnection({ ...caller, scope: 'friend' }) });
});
await fastify.listen({ port: 0, host: '127.0.0.1' });

const bare = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(healthBytes),
  });
  response.end(healthBytes);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

process.send?.({
  fastifyUrl: `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`,
  bareUrl: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
});
process.on('SIGTERM', () => {
  bare.close();
  void fastify
    .close()
    .then(() => limelight.close())
    .then(() => process.exit(0));
});
