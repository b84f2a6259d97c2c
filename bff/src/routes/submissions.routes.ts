import {
  addQuote,
  addRelatedItem,
  addTask,
  createSubmission,
  decideSubmission,
  followState,
  getSubmissionEncoded,
  listDocuments,
  listMessages,
  listSubmissionsEncoded,
  sendMessage,
  setFollowing,
  submitForReview,
  updateQuote,
  updateSubmission,
  updateTask,
  AppError,
  type IncomingFile,
} from '@workbench/core';
import { submissionMessages, submissions } from '@workbench/contract';
import { ChangeTrackingUnitOfWork } from '../cache/change-tracking-unit-of-work.ts';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';
import { takeInEmail } from '../mail-intake.ts';

const EMAIL_FIELD_MESSAGE = 'Upload the .eml or .msg file in the form field "email"';

/**
 * Runs at most `limit` of the tasks it is given at once; the others wait their turn in memory, without
 * holding a pool connection, so a burst of creates cannot take every connection from the reads around it.
 */
function atMost(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** The one mail an upload of a saved e-mail carries; without it, 400 naming the form field. */
function theEmail(files: IncomingFile[]): Uint8Array {
  const [file] = files;
  if (!file) throw AppError.invalid(EMAIL_FIELD_MESSAGE, [{ path: 'email', message: EMAIL_FIELD_MESSAGE }]);
  return file.bytes;
}

/**
 * The endpoints of submissions the contract declares. The list and the detail are what everyone keeps
 * reloading: both come as the JSON text the database wrote, sent as it is with no objects made on the way,
 * and are served from memory until a write to what they are read from (a list only by writes to its own
 * tables, a detail by any write).
 */
export function submissionPartsRoutes(services: Services) {
  const router = newRouter();
  const { uploadMaxBytes, messageMaxBytes, uploadTmpDir: tmpDir, checkAnswers } = services.config;
  // Creates wait for no other create (each takes its number from the year's sequence): they are limited only
  // so that a burst of them leaves half the pool's connections to the reads around it. A create's turn ends
  // once its write has committed: the wait for its notice to the other processes, on a connection of the
  // feed's own, happens after it, so the turn covers about the time the create holds a pool connection.
  const creating = atMost(Math.max(1, Math.floor(services.poolSize / 2)));
  // Were the create's own unit of work to wait for the notice, it would wait with its turn held: fewer creates
  // would reach the database together, and PostgreSQL spent more per create, committing them fewer at a time.
  const uow = services.uow instanceof ChangeTrackingUnitOfWork ? services.uow.leavingNoticesToCaller() : services.uow;
  const create = createSubmission({ ...services, uow });
  const takeIn = takeInEmail(services);
  const listEncoded = listSubmissionsEncoded(services);
  const detailEncoded = getSubmissionEncoded(services);
  mount(
    router,
    submissions,
    {
      // A full page says where the next one starts: ?after= reads it through the index, however deep.
      listSubmissions: ({ query }, { actor }) => listEncoded(actor, query),
      createSubmission: ({ body }, { actor }) => services.version.trackSingleWrite(() => creating(() => create(actor, body))),
      // An .eml or Outlook .msg a broker dropped on Upload Submission: the same intake as mail forwarded to the
      // SMTP listener. A new draft is created (201); a reply added to its thread's submission, or a mail taken
      // before, is not (200).
      takeInEmail: async ({ files }, { actor }) => {
        const result = await creating(() => takeIn(actor, theEmail(files)));
        return { status: result.outcome === 'created' ? (201 as const) : (200 as const), body: result };
      },
      // Staff's detail carries the version read beside its text; a customer's carries none, and gets no ETag.
      getSubmission: ({ params }, { actor }) => detailEncoded(actor, params.id),
      updateSubmission: ({ params, body }, { actor }) => updateSubmission(services)(actor, params.id, body),
      decideSubmission: ({ params, body }, { actor }) => decideSubmission(services)(actor, params.id, body),
      submitForReview: ({ params }, { actor }) => submitForReview(services)(actor, params.id),
      listMessages: ({ params }, { actor }) => listMessages(services)(actor, params.id),
      listDocuments: ({ params }, { actor }) => listDocuments(services)(actor, params.id),
      addQuote: ({ params, body }, { actor }) => addQuote(services)(actor, params.id, body),
      updateQuote: ({ params, body }, { actor }) => updateQuote(services)(actor, params.id, params.quoteId, body),
      addTask: ({ params, body }, { actor }) => addTask(services)(actor, params.id, body),
      updateTask: ({ params, body }, { actor }) => updateTask(services)(actor, params.id, params.taskId, body),
      addRelatedItem: ({ params, body }, { actor }) => addRelatedItem(services)(actor, params.id, body),
      followState: ({ params }, { actor }) => followState(services)(actor, params.id),
      follow: ({ params }, { actor }) => setFollowing(services)(actor, params.id, true),
      unfollow: ({ params }, { actor }) => setFollowing(services)(actor, params.id, false),
    },
    {
      checkAnswers,
      keep: (read) => services.reads.fill(read),
      // The part's one upload is a whole saved mail, held to a message's limit.
      uploads: { maxBytes: messageMaxBytes, maxTotalBytes: messageMaxBytes, tmpDir },
    },
  );
  mount(
    router,
    submissionMessages,
    { sendMessage: ({ params, body, files }, { actor }) => sendMessage(services)(actor, params.id, body, files) },
    // A message's files are each a document, together at most MESSAGE_MAX_BYTES.
    { checkAnswers, uploads: { maxBytes: uploadMaxBytes, maxTotalBytes: messageMaxBytes, tmpDir } },
  );
  return router;
}
