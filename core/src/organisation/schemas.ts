import * as v from 'valibot';
import { nullableDate, nullableText, objectSchema, requiredText } from '../shared/validation.ts';

const MAX_BULK = 200;
const id = (label: string) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(100, `${label} is too long`));

/** POST /api/organisation/reassign: hand selected submissions to one member of staff. */
export const ReassignSchema = objectSchema({
  submissionIds: v.pipe(
    v.array(id('Submission'), 'Choose the submissions to reassign'),
    v.minLength(1, 'Choose the submissions to reassign'),
    v.maxLength(MAX_BULK, `Reassign at most ${MAX_BULK} submissions at once`),
  ),
  assigneeId: id('Assignee'),
});

/** POST /api/projects */
export const NewProjectSchema = objectSchema({
  officeId: id('Office'),
  name: requiredText('Name is required', 'Name', 120),
  description: v.optional(nullableText('Description', 2000), null),
  dueDate: v.optional(nullableDate('Due date'), null),
});

/** POST /api/projects/{id}/submissions */
export const ProjectSubmissionsSchema = objectSchema({
  submissionIds: v.pipe(
    v.array(id('Submission'), 'Choose the submissions to add'),
    v.minLength(1, 'Choose the submissions to add'),
    v.maxLength(MAX_BULK, `Add at most ${MAX_BULK} submissions at once`),
  ),
});

/** PATCH /api/offices/{id} */
export const OfficeNameSchema = objectSchema({ name: requiredText('Name is required', 'Name', 80) });

/** POST /api/teams */
export const NewTeamSchema = objectSchema({ officeId: id('Office'), name: requiredText('Name is required', 'Name', 80) });

/** PUT /api/teams/{id}/members */
export const TeamMembersSchema = objectSchema({
  userIds: v.pipe(v.array(id('Member'), 'Choose the members'), v.maxLength(MAX_BULK, 'Too many members')),
});

/** PUT /api/staff/{id}/office */
export const StaffOfficeSchema = objectSchema({ officeId: v.nullable(id('Office')) });
