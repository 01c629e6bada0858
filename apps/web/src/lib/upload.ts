import type { ApiAnswer, ApiPathParams, paths } from '@kontor/api-client';
import { ApiError, NETWORK_ERROR, apiPath, toApiError } from './api-client.ts';

/** The part of XMLHttpRequest an upload needs; tests pass a fake. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  withCredentials: boolean;
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

/** A documented route that takes a POST. */
export type UploadRoute = {
  [P in keyof paths]: paths[P]['post'] extends undefined ? never : P;
}[keyof paths];

export interface UploadOptions<P extends UploadRoute> {
  /** The documented route and its path parameters; the answer is typed from it. */
  route: P;
  params: ApiPathParams<P>;
  body: FormData;
  /** Share of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Percent of an upload progress event, or null when the total is unknown. */
export function progressPercent(event: Pick<ProgressEvent, 'loaded' | 'total'>): number | null {
  if (!event.total) return null;
  return Math.min(100, Math.round((event.loaded / event.total) * 100));
}

/**
 * Sends a multipart body with XMLHttpRequest, because fetch reports no upload progress.
 * Answers like the API client: the parsed body, or an ApiError with the German detail.
 */
export function uploadWithProgress<P extends UploadRoute>({
  route,
  params,
  body,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: UploadOptions<P>): Promise<ApiAnswer<P, 'post'>> {
  const url = (apiPath as (route: P, params: ApiPathParams<P>) => string)(route, params);
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      const percent = progressPercent(event);
      if (percent !== null) onProgress?.(percent);
    };
    request.onload = () => {
      const parsed = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(parsed as ApiAnswer<P, 'post'>);
      } else {
        reject(toApiError(request.status, parsed));
      }
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
