import { newRouter } from '../http/router.ts';
import { openapiDocument } from '../openapi.ts';

export function openapiRoutes() {
  const router = newRouter('/openapi.json');
  router.get('/', (ctx) => {
    ctx.body = openapiDocument;
  });
  return router;
}
