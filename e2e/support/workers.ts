/**
 * How many browser-suite files run at once (E2E_WORKERS, 2 unless set), each on a lane of its own: a
 * server, database and mailbox. The suite mostly waits on the browser and the network, so two lanes keep
 * both cores busy where one left one idle.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
