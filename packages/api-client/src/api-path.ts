import type { paths } from './openapi.d.ts';

type Methods = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Operations<P extends keyof paths> = NonNullable<paths[P][Methods]>;
type PathOf<O> = O extends { parameters: { path: infer T } } ? T : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The path parameters of a documented route (never when it has none). */
export type ApiPathParams<P extends keyof paths> = PathOf<Operations<P>>;
/** The query of a route's GET operation (never when it has none). */
export type ApiQuery<P extends keyof paths> = QueryOf<NonNullable<paths[P]['get']>>;

type PathArgs<P extends keyof paths> = [ApiPathParams<P>] extends [never]
  ? [params?: undefined, query?: undefined]
  : [ApiQuery<P>] extends [never]
    ? [params: ApiPathParams<P>]
    : [params: ApiPathParams<P>, query?: ApiQuery<P>];

export type Query = Record<string, string | number | boolean | undefined | null>;

/** Leaves out empty values, so an empty search field sends no `search=`. */
export function serializeQuery(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The URL of a documented route with its parameters filled in, for what the fetch client
 * cannot do itself (an `<img src>`, an upload with progress, a load-test target).
 * A renamed route or parameter fails to compile.
 */
export function apiPath<P extends keyof paths>(path: P, ...[params, query]: PathArgs<P>): string {
  const values = (params ?? {}) as Record<string, string>;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: ${path} needs ${name}`);
    return encodeURIComponent(value);
  });
  const suffix = serializeQuery(query as Query | undefined);
  return suffix ? `${filled}?${suffix}` : filled;
}

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Success<O> = O extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201>]> : never;

/** The JSON body of a route's 200/201 answer, for calls made without the fetch client. */
export type ApiAnswer<P extends keyof paths, M extends Methods> = Success<NonNullable<paths[P][M]>>;
