import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from './api-client.ts';
import { progressPercent, uploadWithProgress, type UploadRequest } from './upload.ts';

const event = (type: string) => ({ type, loaded: 0, total: 0 }) as ProgressEvent;

class FakeRequest implements UploadRequest {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: UploadRequest['upload'] = { onprogress: null };
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(event('load'));
  }
}

function start(onProgress?: (p: number) => void, signal?: AbortSignal) {
  const request = new FakeRequest();
  const body = new FormData();
  body.append('name', 'Logo');
  const promise = uploadWithProgress({
    route: '/api/projects/{projectId}/images',
    params: { projectId: 'p' },
    body,
    onProgress,
    signal,
    createRequest: () => request,
  });
  return { request, body, promise };
}

describe('progressPercent', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [50, 100, 50],
    [120, 100, 100],
  ])('%i of %i is %i %%', (loaded, total, percent) => {
    expect(progressPercent({ loaded, total })).toBe(percent);
  });

  it('is unknown without a total', () => {
    expect(progressPercent({ loaded: 10, total: 0 })).toBeNull();
  });
});

describe('uploadWithProgress', () => {
  it('posts the form with the session cookie and reports progress up to 100', async () => {
    const seen: number[] = [];
    const { request, body, promise } = start((p) => seen.push(p));
    expect(request.opened).toEqual(['POST', '/api/projects/p/images']);
    expect(request.withCredentials).toBe(true);
    expect(request.headers.Accept).toBe('application/json');
    expect(request.sent).toBe(body);
    request.progress(25, 100);
    request.progress(10, 0);
    request.progress(75, 100);
    request.answer(201, { items: ['a'] });
    await expect(promise).resolves.toEqual({ items: ['a'] });
    expect(seen).toEqual([25, 75, 100]);
  });

  it('rejects with the German problem detail and field errors', async () => {
    const { request, promise } = start();
    request.answer(400, {
      title: 'Bad Request',
      detail: 'Datei nicht unterstützt.',
      errors: { file: ['Datei nicht unterstützt.'] },
    });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).detail).toBe('Datei nicht unterstützt.');
    expect((error as ApiError).fieldError('file')).toBe('Datei nicht unterstützt.');
  });

  it('rejects with the network message when the connection fails', async () => {
    const { request, promise } = start();
    request.onerror?.(event('error'));
    await expect(promise).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR });
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const { request, promise } = start(undefined, controller.signal);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
