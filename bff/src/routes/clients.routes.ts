import { clients } from '@workbench/contract';
import {
  addClientContact,
  browseClients,
  createClient,
  findDuplicateClients,
  getClientRecord,
  listClients,
  lookUpSimilarClients,
  mergeClients,
  removeClientContact,
  updateClient,
  updateClientContact,
} from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The firm's clients: staff only, merging a broker manager's (core's client rules decide). */
export function clientsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    clients,
    {
      listClients: ({ query }, { actor }) => listClients(services)(actor, query),
      createClient: ({ body }, { actor }) => createClient(services)(actor, body),
      similarClients: ({ query }, { actor }) => lookUpSimilarClients(services)(actor, query),
      clientDirectory: ({ query }, { actor }) => browseClients(services)(actor, query),
      getClient: ({ params }, { actor }) => getClientRecord(services)(actor, params.id),
      updateClient: ({ params, body }, { actor }) => updateClient(services)(actor, params.id, body),
      addClientContact: ({ params, body }, { actor }) => addClientContact(services)(actor, params.id, body),
      updateClientContact: ({ params, body }, { actor }) => updateClientContact(services)(actor, params.id, params.contactId, body),
      removeClientContact: ({ params }, { actor }) => removeClientContact(services)(actor, params.id, params.contactId),
      duplicateClients: ({ params }, { actor }) => findDuplicateClients(services)(actor, params.id),
      mergeClients: ({ params, body }, { actor }) => mergeClients(services)(actor, params.id, body),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
