import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SyncCommand, type ContentChangedPayload } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { expectRefused } from '../expectations.ts';
import { glbBytes, pdfBytes, syncCalls, syncFrame } from './syncCalls.ts';

let server: TestServer;
let calls: ReturnType<typeof syncCalls>;
beforeAll(async () => {
  server = await startTestServer();
  calls = syncCalls(server);
});
afterAll(() => server.close());

const model = (roomId: string, name = 'Teapot') => ({ eventId: roomId, type: 'contentModel', name });

describe('3D model assets (issue 25 "3D model uploader"; docs/decisions/model-uploads.md)', () => {
  it('stores a GLB as a content of mode model, served as model/gltf-binary, that everyone in the room hears', async () => {
    const { owner, roomId, memberSocket, close } = await calls.roomWithPeople();
    const answer = await calls.upload(model(roomId), glbBytes(), owner.userToken);
    expect(answer.body.data).toMatchObject({
      mode: 'model',
      name: 'Teapot',
      urls: { web: expect.stringMatching(/^\/files\/.+\.glb$/) },
    });
    const url = answer.body.data.urls?.web ?? '';
    const served = await fetch(new URL(url, server.url));
    expect(served.headers.get('content-type')).toBe('model/gltf-binary');
    expect(Buffer.from(await served.arrayBuffer()).equals(glbBytes())).toBe(true);
    const frame = await syncFrame(memberSocket, SyncCommand.ContentChanged, 1);
    expect((frame.payload as ContentChangedPayload).list).toEqual([answer.body.data]);
    close();
  });

  it('judges by magic bytes, not by name: a PDF or a GLB with a lying header is refused', async () => {
    const { owner, roomId, close } = await calls.roomWithPeople();
    expectRefused(
      await calls.upload(model(roomId), pdfBytes(), owner.userToken),
      'InvalidRequest',
      Messages.uploadModelFile,
    );
    const truncated = glbBytes().subarray(0, 24);
    expectRefused(
      await calls.upload(model(roomId), truncated, owner.userToken),
      'InvalidRequest',
      Messages.uploadModelFile,
    );
    // A GLB is no image, whatever the upload type says.
    expectRefused(
      await calls.upload({ ...model(roomId), type: 'contentImage' }, glbBytes(), owner.userToken),
      'InvalidRequest',
      Messages.uploadImageFile,
    );
    close();
  });

  it('takes a self-contained .gltf (asset.version 2.0) and refuses one that points at other files', async () => {
    const { owner, roomId, close } = await calls.roomWithPeople();
    const gltf = { asset: { version: '2.0' }, scenes: [{ nodes: [] }] };
    const taken = await calls.upload(model(roomId), Buffer.from(JSON.stringify(gltf)), owner.userToken);
    expect(taken.body.data).toMatchObject({ mode: 'model', urls: { web: expect.stringMatching(/\.gltf$/) } });
    const outside = { ...gltf, buffers: [{ byteLength: 8, uri: 'teapot.bin' }] };
    expectRefused(
      await calls.upload(model(roomId), Buffer.from(JSON.stringify(outside)), owner.userToken),
      'InvalidRequest',
      Messages.modelNotSelfContained,
    );
    expectRefused(
      await calls.upload(model(roomId), Buffer.from('{"asset":{"version":"1.0"}}'), owner.userToken),
      'InvalidRequest',
      Messages.uploadModelFile,
    );
    close();
  });
});
