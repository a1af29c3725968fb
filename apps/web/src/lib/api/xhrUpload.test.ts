import { afterEach, describe, expect, it, vi } from 'vitest';
import { xhrUpload } from './xhrUpload.ts';

/** Just enough of XMLHttpRequest to watch what the transport does and to play the upload's events. */
class FakeXhr {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  readonly #events = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.#events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.#events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.#events.dispatchEvent(new Event('error'));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('upload transport over XMLHttpRequest', () => {
  it('sends the body with the given headers and reports the share sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const body = new FormData();
    const progress: number[] = [];
    const pending = xhrUpload('/api/user/v1/changeAvatar?v=43', {
      method: 'POST',
      headers: { 'X-Client': 'web-43', Authorization: 'Bearer t' },
      body,
      onProgress: (sent) => progress.push(sent),
    });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/user/v1/changeAvatar?v=43',
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
    const pending = xhrUpload('/api/user/v1/backgroundImage?v=43', {
      method: 'POST',
      headers: {},
      body: new FormData(),
    });
    FakeXhr.last?.fail();
    await expect(pending).rejects.toThrow('Upload to /api/user/v1/backgroundImage?v=43 failed');
  });
});
