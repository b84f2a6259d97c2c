import { schedules } from '@workbench/contract';
import { addProperties, addVehicles, deleteProperty, deleteVehicle, importSchedule, updateProperty, updateVehicle } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** A submission's schedules, row by row and by the file they were read from. */
export function schedulesRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    schedules,
    {
      addProperties: ({ params, body }, { actor }) => addProperties(services)(actor, params.id, body),
      updateProperty: ({ params, body }, { actor }) => updateProperty(services)(actor, params.id, params.rowId, body),
      deleteProperty: ({ params }, { actor }) => deleteProperty(services)(actor, params.id, params.rowId).then(() => undefined),
      addVehicles: ({ params, body }, { actor }) => addVehicles(services)(actor, params.id, body),
      updateVehicle: ({ params, body }, { actor }) => updateVehicle(services)(actor, params.id, params.rowId, body),
      deleteVehicle: ({ params }, { actor }) => deleteVehicle(services)(actor, params.id, params.rowId).then(() => undefined),
      // The rows read from one file, in place of those the same file gave before.
      importSchedule: ({ params, body }, { actor }) => importSchedule(services)(actor, params.id, body),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
