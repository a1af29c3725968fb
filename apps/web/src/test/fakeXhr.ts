// A test double of the browser's XMLHttpRequest, for the upload transport and the pages that upload.

/** Just enough of XMLHttpRequest to watch what the transport does and to play the upload's events. */
export class FakeXhr {
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
