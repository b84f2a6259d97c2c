import * as v from 'valibot';
import { queryValue } from '../shared/query.ts';
import { nullableDate, nullableText, objectSchema, requiredText } from '../shared/validation.ts';
import { PRIORITIES, SUBMISSION_STATUSES, type SubmissionStatus } from '../submissions/index.ts';
import { ROLES } from '../users/index.ts';
import { OFFICE_SLUGS } from './entities.ts';

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

/** GET /api/projects: only one office's, when given. */
export const ProjectListQuerySchema = objectSchema({ office: queryValue('office', v.string()) });

// The organisation as the API answers it: the entity types are read from these.

const uuid = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const calendarDate = v.pipe(v.string(), v.isoDate());
const figure = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One of the firm's offices (branches). The firm has two, reached at /brokerage-a and /brokerage-b by their
 * slug; their names are the administrator's to change.
 */
export const OfficeSchema = v.object({
  id: uuid,
  slug: v.picklist(OFFICE_SLUGS),
  name: v.string(),
  /** Active members of staff who work from the office. */
  staffCount: figure,
});

export const TeamMemberSchema = v.object({ id: uuid, fullName: v.string() });

/** A team within an office; a member of staff may be in several. */
export const TeamSchema = v.object({ id: uuid, officeId: uuid, name: v.string(), members: v.array(TeamMemberSchema) });

/** One person's load, as the Teams page shows it. */
export const WorkloadSchema = v.object({
  userId: uuid,
  fullName: v.string(),
  role: v.picklist(ROLES),
  officeId: v.nullable(uuid),
  teams: v.array(v.string()),
  /** Submissions assigned to them that are not decided. */
  openSubmissions: figure,
  /** Tasks assigned to them, not completed, due before today. */
  overdueTasks: figure,
  /** Average age in whole days of their open submissions; null with none open. */
  averageAgeDays: v.nullable(v.pipe(v.number(), v.integer())),
});

/** A submission as an office's book, a project and the Teams page list it. */
export const BookSubmissionSchema = v.object({
  id: uuid,
  submissionId: v.string(),
  client: v.string(),
  status: v.picklist(SUBMISSION_STATUSES),
  priority: v.picklist(PRIORITIES),
  dueDate: v.nullable(calendarDate),
  assignedToId: v.nullable(uuid),
  assignedTo: v.nullable(v.string()),
  createdAt: timestamp,
});

/** How many submissions of each status. */
const StatusCountsSchema = v.object(
  Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, figure])) as Record<SubmissionStatus, typeof figure>,
);

/**
 * An office's book: the submissions its staff hold (assigned to them, or created by them while nobody is
 * assigned), counted by status, and the open ones listed, oldest first.
 */
export const OfficeBookSchema = v.object({
  office: OfficeSchema,
  counts: StatusCountsSchema,
  total: figure,
  open: v.array(BookSubmissionSchema),
});

/** An office's initiative grouping submissions, such as a renewal campaign. */
export const ProjectSchema = v.object({
  id: uuid,
  officeId: uuid,
  officeName: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  dueDate: v.nullable(calendarDate),
  createdBy: v.string(),
  createdAt: timestamp,
  submissionCount: figure,
  /** Of its submissions, those approved or rejected: the project's progress. */
  decidedCount: figure,
});

export const ProjectDetailSchema = v.object({ ...ProjectSchema.entries, submissions: v.array(BookSubmissionSchema) });

/** GET /api/offices */
export const OfficeListSchema = v.array(OfficeSchema);
/** GET /api/teams: the Teams page, offices, teams and every person's load. */
export const TeamsOverviewSchema = v.object({ offices: OfficeListSchema, teams: v.array(TeamSchema), people: v.array(WorkloadSchema) });
/** GET /api/staff/{id}/open-submissions */
export const BookSubmissionListSchema = v.array(BookSubmissionSchema);
/** GET /api/projects */
export const ProjectListSchema = v.array(ProjectSchema);
/** POST /api/teams/reassign: how many submissions changed hands. */
export const ReassignedSchema = v.object({ reassigned: figure });
