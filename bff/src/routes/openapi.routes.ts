import { description } from '@workbench/contract';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';
import { describeApi } from '../openapi/document.ts';

/** The API's description, made from the contract once when the server starts. */
export function openapiRoutes() {
  const router = newRouter();
  const document = describeApi();
  mount(router, description, { apiDescription: () => document });
  return router;
}
