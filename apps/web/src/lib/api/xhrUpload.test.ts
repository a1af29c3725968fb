// @vitest-environment jsdom
import { httpContract } from '@limelight/protocol/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fakeXhr.ts';
import { xhrUpload } from './xhrUpload.ts';

afterEach(() => vi.unstubAllGlobals());

describe('upload transport over XMLHttpRequest', () => {
  it('sends the body with the given headers and reports the share sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const body = new FormData();
    const progress: number[] = [];
    const pending = xhrUpload(`${httpContract.users.changeAvatar.path}?v=43`, {
      method: 'POST',
      headers: { 'X-Client': 'web-43', Authorization: 'Bearer t' },
      body,
      onProgress: (sent) => progress.push(sent),
    });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: `${httpContract.users.changeAvatar.path}?v=43`,
      headers: { 'X-Client': 'web-43', Authorization: 'Bearer t' },
      body,
    });
    xhr?.progress(25, 100);
    xhr?.progress(100, 100);
    xhr?.answer(200, JSON.stringify({ code: 200, message: 'success', data: { avatar: '/files/a.png' } }));

    const response = await pending;
    expect(progress).toEqual([0.25, 1]);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({
      code: 200,
      message: 'success',
      data: { avatar: '/files/a.png' },
    });
  });

  it('rejects when the request does not reach the server', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = xhrUpload(`${httpContract.users.backgroundImage.path}?v=43`, {
      method: 'POST',
      headers: {},
      body: new FormData(),
    });
    FakeXhr.last?.fail();
    await expect(pending).rejects.toThrow(`Upload to ${httpContract.users.backgroundImage.path}?v=43 failed`);
  });
});
