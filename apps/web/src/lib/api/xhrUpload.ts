import type { UploadTransport } from './apiClient.ts';

/**
 * The browser's upload transport: `fetch` cannot report how much of a request body has gone out, so file
 * uploads travel over XMLHttpRequest, whose `upload` progress events can. The API client adds the headers.
 */
export const xhrUpload: UploadTransport = (url, { method, headers, body, onProgress }) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    request.addEventListener('load', () => {
      const text = request.responseText;
      resolve({
        status: request.status,
        headers: { get: (name) => request.getResponseHeader(name) },
        json: async () => JSON.parse(text) as unknown,
        blob: async () => new Blob([text]),
      });
    });
    request.addEventListener('error', () => reject(new TypeError(`Upload to ${url} failed`)));
    request.addEventListener('abort', () => reject(new TypeError(`Upload to ${url} was aborted`)));
    request.send(body);
  });
