import type { AnswerOf, CallInput, Endpoint } from '@workbench/contract';
import { api, type CallOptions, type Page, type QueryParams, withQuery } from './client.ts';

/** An endpoint's path with its parameters filled in, each encoded: '/carriers/:id' → '/api/carriers/c%2F1'. */
export function endpointUrl(entry: Pick<Endpoint, 'path'>, params: Record<string, string> = {}, query: QueryParams = {}): string {
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  return withQuery(`/api${path}`, query);
}

/**
 * A body with files, as an endpoint that takes uploads reads it: each field as text (null as empty, as a
 * form leaves it), and the files in the endpoint's field.
 */
function multipart(field: string, body: unknown, files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) form.append(key, value === null ? '' : String(value));
  }
  for (const file of files) form.append(field, file);
  return form;
}

/**
 * Calls an endpoint of the contract: the compiler holds the parameters, query and body to what the endpoint
 * takes, and the answer is typed as the endpoint declares it. Failures are the client's ApiError, as with
 * every call. Files given to an endpoint that takes uploads go with the body as multipart/form-data; without
 * files the body goes as JSON.
 */
export function call<E extends Endpoint>(entry: E, input: CallInput<E>, options?: CallOptions): Promise<AnswerOf<E>> {
  const { params, query, files } = input as { params?: Record<string, string>; query?: QueryParams; files?: readonly Blob[] };
  const url = endpointUrl(entry, params, query);
  const body = entry.upload && files?.length ? multipart(entry.upload.field, input.body, files) : input.body;
  switch (entry.method) {
    case 'GET':
      return api.get<AnswerOf<E>>(url);
    case 'POST':
      return api.post<AnswerOf<E>>(url, body, options);
    case 'PATCH':
      return api.patch<AnswerOf<E>>(url, body);
    case 'PUT':
      return api.put<AnswerOf<E>>(url, body);
    case 'DELETE':
      return api.delete<AnswerOf<E>>(url);
  }
}

/** A list endpoint's row: what its answer is a list of. */
type RowOf<E extends Endpoint> = AnswerOf<E> extends readonly (infer Row)[] ? Row : never;

/**
 * Calls a list endpoint that answers its whole count in X-Total-Count: the page's rows, typed as the endpoint
 * declares them, and that count.
 */
export function callPage<E extends Endpoint & { method: 'GET'; headers: { totalCount: true } }>(
  entry: E,
  input: CallInput<E>,
): Promise<Page<RowOf<E>>> {
  const { params, query } = input as { params?: Record<string, string>; query?: QueryParams };
  return api.page<RowOf<E>>(endpointUrl(entry, params), query);
}
