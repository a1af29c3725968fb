import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage, ContactRate, Messages } from '@limelight/protocol';
import { supportCalls } from '@limelight/protocol/http';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, readOutbox } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { startSmtpSink, type SmtpSink } from '../smtpSink.ts';

const supportEmail = 'operators@limelight.example';
const path = supportCalls.contact.path;

// The call is limited per client address: each test writes from an address of its own, told by a trusted
// proxy hop (TRUST_PROXY=1), so that no test spends another's allowance.
let nextAddress = 1;
function fromNewAddress() {
  const address = `198.51.100.${nextAddress++}`;
  return (server: TestServer, body: object, token?: string) =>
    server.api.request('POST', path, {
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      ...(token ? { token } : {}),
    });
}

const valid = { name: 'Ada Lovelace', email: 'Ada@Example.com', message: 'Hello, operators.' };

async function storedMessage(server: TestServer, id: string) {
  return server.limelight.db
    .selectFrom('contactMessages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('contact messages (spec 000 §2 /contact, §5 "Contact message", §9)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', SUPPORT_EMAIL: supportEmail });
  });
  afterAll(() => server.close());

  it('requires a name, an e-mail and a message, the e-mail valid', async () => {
    const send = fromNewAddress();
    expectInvalid(await send(server, { ...valid, name: '  ' }), 'name', Messages.fieldRequired);
    expectInvalid(await send(server, { ...valid, email: '' }), 'email', Messages.fieldRequired);
    expectInvalid(await send(server, { ...valid, email: 'ada@' }), 'email', Messages.invalidEmail);
    expectInvalid(await send(server, { ...valid, message: '\n ' }), 'message', Messages.fieldRequired);
  });

  it("takes a message of 4000 characters and refuses 4001 with the spec's message", async () => {
    const send = fromNewAddress();
    const longest = 'x'.repeat(ContactMessage.maxChars);
    const taken = await send(server, { ...valid, message: longest });
    expect(taken.body.code).toBe(200);
    expectInvalid(
      await send(server, { ...valid, message: `${longest}y` }),
      'message',
      Messages.contactMessageTooLong,
    );
    // Characters, not UTF-16 units: 4000 emoji are 8000 units and still one message.
    expect((await send(server, { ...valid, message: '🎬'.repeat(ContactMessage.maxChars) })).body.code).toBe(
      200,
    );
  });

  it('stores the message (e-mail lower-cased, trimmed) and mails it to SUPPORT_EMAIL', async () => {
    const send = fromNewAddress();
    const answer = await send(server, { ...valid, name: ' Ada Lovelace ', message: 'Where is my ticket?' });
    expect(answer.body.code).toBe(200);
    const { messageId } = answer.body.data as { messageId: string };
    const row = await storedMessage(server, messageId);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Where is my ticket?',
      userId: null,
    });
    expect(row.mailedAt).toBeInstanceOf(Date);
    const [mail] = await readOutbox(server, supportEmail);
    expect(mail?.subject).toBe('Contact message from Ada Lovelace');
    expect(mail?.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail?.text).toContain('Where is my ticket?');
  });

  it('keeps feedback from a member with their account', async () => {
    const send = fromNewAddress();
    const member = await buildMember(server);
    const answer = await send(
      server,
      { name: 'Member', email: member.email, message: 'The stage is great.', kind: 'feedback' },
      member.userToken,
    );
    const { messageId } = answer.body.data as { messageId: string };
    expect(await storedMessage(server, messageId)).toMatchObject({ kind: 'feedback', userId: member.userId });
    const [mail] = await readOutbox(server, supportEmail);
    expect(mail?.subject).toBe('Feedback from Member');
    expect(mail?.text).toContain(`Member: ${member.userId}`);
  });

  it(`takes ${ContactRate.perAddressPerMinute} a minute from one address, then answers 3000`, async () => {
    const send = fromNewAddress();
    const codes = [];
    for (let i = 0; i <= ContactRate.perAddressPerMinute; i += 1)
      codes.push((await send(server, valid)).body.code);
    expect(codes.slice(0, -1)).toEqual(Array(ContactRate.perAddressPerMinute).fill(200));
    expectRefused(await send(server, valid), 'TryAgainLater');
    // Another address is not held back by it.
    expect((await fromNewAddress()(server, valid)).body.code).toBe(200);
  });
});

describe('contact messages without SUPPORT_EMAIL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores the message only', async () => {
    const answer = await server.api.post(path, valid);
    const { messageId } = answer.body.data as { messageId: string };
    expect(await storedMessage(server, messageId)).toMatchObject({ name: 'Ada Lovelace', mailedAt: null });
  });
});

describe('contact messages over SMTP', () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: sink.url, SUPPORT_EMAIL: supportEmail });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  it("reaches the operators' address through the mail server", async () => {
    await server.api.post(path, { ...valid, message: 'Sent over SMTP.' });
    const mail = sink.received.findLast((m) => m.recipients.includes(supportEmail));
    expect(mail?.data).toContain('Subject: Contact message from Ada Lovelace');
    expect(mail?.data).toContain('Sent over SMTP.');
  });
});
