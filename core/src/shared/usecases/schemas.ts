/**
 * The schemas and rules the use cases build on, gathered in one place so the use cases do not depend on
 * which file of a context defines them.
 */
export { LoginSchema, RegisterSchema } from '../../users/schemas.ts';
export { NewClientSchema } from '../../clients/schemas.ts';
export {
  NewSubmissionSchema,
  SubmissionPatchSchema,
  DecisionSchema,
  PropertyInputSchema,
  VehicleInputSchema,
  QuoteInputSchema,
  QuotePatchSchema,
  TaskInputSchema,
  TaskPatchSchema,
  NewMessageInputSchema,
  RelatedItemInputSchema,
  SubmissionListQuerySchema,
  MAX_SCHEDULE_ROWS,
} from '../../submissions/schemas.ts';
export { EmailNotificationSchema } from '../../notifications/schemas.ts';
