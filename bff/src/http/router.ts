import Router, { type RouterContext } from '@koa/router';
import { type User, type VersionField, versionTag } from '@workbench/core';
import type { State } from './context.ts';

export type Ctx = RouterContext<State>;

/**
 * The Content-Type of JSON the server sends as text it already has (written by the database, or kept from an
 * earlier answer): set as the header itself, since `ctx.type` looks the type up again on every response.
 */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export const newRouter = (prefix?: string) => new Router<State>(prefix ? { prefix } : {});

/** The signed-in user; only called behind requireUser / requireRole. */
export function actor(ctx: { state: State }): User {
  const user = ctx.state.user;
  if (!user) throw new Error('actor() called on a route without requireUser');
  return user;
}

/** The parsed JSON body, or {} when there was none. */
export const body = (ctx: { request: { body?: unknown } }): unknown => ctx.request.body ?? {};

/** One query value: a repeated parameter keeps its array, so the schema can refuse it. */
export const query = (ctx: { query: Record<string, string | string[] | undefined> }) => ctx.query;

/**
 * An edit's body with the version of the record its writer read: the body's own `version` field, else the
 * If-Match header's value (core's takeReadVersion reads "3", W/"3" or 3, and refuses the write when the record
 * has moved on since). With neither, the edit is taken without the check.
 */
export function editBody(ctx: { request: { body?: unknown }; get(field: string): string }, field: VersionField = 'version'): unknown {
  const posted = body(ctx);
  const ifMatch = ctx.get('If-Match').trim();
  if (!ifMatch || ifMatch === '*' || posted === null || typeof posted !== 'object' || Array.isArray(posted)) return posted;
  return field in posted ? posted : { ...posted, [field]: ifMatch };
}

/** Answers a read of a versioned record with its version as the ETag, which an edit may send back as If-Match. */
export function tagVersion(ctx: { set(field: string, value: string): void }, version: number | undefined): void {
  if (typeof version === 'number') ctx.set('ETag', versionTag(version));
}
