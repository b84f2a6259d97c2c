import * as v from 'valibot';
import { nullableText, requiredText, objectSchema } from '../shared/validation.ts';

const EMAIL_INVALID = 'Must be a valid email';
const isEmail = (s: string) => v.is(v.pipe(v.string(), v.email()), s);

/** POST /api/clients: the wizard's new-client draft; empty optional fields are stored as null. */
export const NewClientSchema = objectSchema({
  name: requiredText('Client name is required', 'Client name', 200),
  contactPerson: v.optional(nullableText('Contact person', 100), null),
  email: v.optional(
    v.pipe(
      nullableText('Email', 254),
      v.check((s) => s === null || isEmail(s), EMAIL_INVALID),
    ),
    null,
  ),
  phone: v.optional(nullableText('Phone', 50), null),
  address: v.optional(nullableText('Address', 300), null),
  industry: v.optional(nullableText('Industry', 100), null),
  companySize: v.optional(nullableText('Company size', 50), null),
});
export type NewClientInput = v.InferOutput<typeof NewClientSchema>;
