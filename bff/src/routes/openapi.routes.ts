import { description } from '@workbench/contract';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';
import { openapiDocument } from '../openapi.ts';

/** The API's description, made from the contract once when the server starts. */
export function openapiRoutes() {
  const router = newRouter();
  mount(router, description, { apiDescription: () => openapiDocument });
  return router;
}
