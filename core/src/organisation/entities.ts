import type * as v from 'valibot';
import type {
  BookSubmissionSchema,
  OfficeBookSchema,
  OfficeSchema,
  ProjectDetailSchema,
  ProjectSchema,
  TeamMemberSchema,
  TeamSchema,
  TeamsOverviewSchema,
  WorkloadSchema,
} from './schemas.ts';

/**
 * One of the firm's offices (branches). The firm has two, reached at /brokerage-a and /brokerage-b by their
 * slug; their names are the administrator's to change.
 */
export const OFFICE_SLUGS = ['brokerage-a', 'brokerage-b'] as const;
export type OfficeSlug = (typeof OFFICE_SLUGS)[number];

export type Office = v.InferOutput<typeof OfficeSchema>;
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;
/** A team within an office; a member of staff may be in several. */
export type Team = v.InferOutput<typeof TeamSchema>;
/** One person's load, as the Teams page shows it. */
export type Workload = v.InferOutput<typeof WorkloadSchema>;
/** A submission as an office's book, a project and the Teams page list it. */
export type BookSubmission = v.InferOutput<typeof BookSubmissionSchema>;
/** An office's book: its staff's submissions counted by status, and the open ones, oldest first. */
export type OfficeBook = v.InferOutput<typeof OfficeBookSchema>;
/** An office's initiative grouping submissions, such as a renewal campaign. */
export type Project = v.InferOutput<typeof ProjectSchema>;
export type ProjectDetail = v.InferOutput<typeof ProjectDetailSchema>;
/** The Teams page: offices, teams and every person's load. */
export type TeamsOverview = v.InferOutput<typeof TeamsOverviewSchema>;
