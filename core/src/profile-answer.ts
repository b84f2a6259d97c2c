import * as v from 'valibot';
import { ClientSchema } from './clients/answers.ts';
import { readVersionSchema } from './shared/record-version.ts';
import { objectSchema } from './shared/validation.ts';
import { ProfilePatchSchema, UserSchema } from './users/schemas.ts';

// The profile as the API answers it and takes its edit: an account of the users' context with the clients
// of the clients' context. It sits above both contexts because the clients' answers read the users' front
// door, so neither context's own files can name the other's without an import cycle.

/**
 * GET /api/profile: the signed-in account, and for a customer the clients bound to it (those they reach
 * through the portal). Staff, and a customer with an unproven address, have none.
 */
export const ProfileSchema = v.object({
  user: UserSchema,
  clients: v.pipe(
    v.array(ClientSchema),
    v.description("A customer's clients: those whose e-mail is the customer's proven address (none for staff or an unproven address)"),
  ),
  /**
   * Counts the edits of the person's own details (name, address, company, phone): a profile save sends back
   * the one it read, and is refused when the profile was saved since (from another tab).
   */
  version: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.description('One more on every save of the details; an edit sends back the version it read'),
  ),
});

/** PATCH /api/profile: the details that change, with the version of the profile its writer read. */
export const ProfileEditSchema = objectSchema({ version: readVersionSchema(), ...ProfilePatchSchema.entries });
