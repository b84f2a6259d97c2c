import type { Priority, SubmissionStatus } from '../submissions/index.ts';
import type { Role } from '../users/index.ts';

/**
 * One of the firm's offices (branches). The firm has two, reached at /brokerage-a and /brokerage-b by their
 * slug; their names are the administrator's to change.
 */
export const OFFICE_SLUGS = ['brokerage-a', 'brokerage-b'] as const;
export type OfficeSlug = (typeof OFFICE_SLUGS)[number];

export interface Office {
  id: string;
  slug: OfficeSlug;
  name: string;
  /** Active members of staff who work from the office. */
  staffCount: number;
}

export interface TeamMember {
  id: string;
  fullName: string;
}

/** A team within an office; a member of staff may be in several. */
export interface Team {
  id: string;
  officeId: string;
  name: string;
  members: TeamMember[];
}

/** One person's load, as the Teams page shows it. */
export interface Workload {
  userId: string;
  fullName: string;
  role: Role;
  officeId: string | null;
  teams: string[];
  /** Submissions assigned to them that are not decided. */
  openSubmissions: number;
  /** Tasks assigned to them, not completed, due before today. */
  overdueTasks: number;
  /** Average age in whole days of their open submissions; null with none open. */
  averageAgeDays: number | null;
}

/** A submission as an office's book, a project and the Teams page list it. */
export interface BookSubmission {
  id: string;
  submissionId: string;
  client: string;
  status: SubmissionStatus;
  priority: Priority;
  dueDate: string | null;
  assignedToId: string | null;
  assignedTo: string | null;
  createdAt: string;
}

/**
 * An office's book: the submissions its staff hold (assigned to them, or created by them while nobody is
 * assigned), counted by status, and the open ones listed, oldest first.
 */
export interface OfficeBook {
  office: Office;
  counts: Record<SubmissionStatus, number>;
  total: number;
  open: BookSubmission[];
}

/** An office's initiative grouping submissions, such as a renewal campaign. */
export interface Project {
  id: string;
  officeId: string;
  officeName: string;
  name: string;
  description: string | null;
  dueDate: string | null;
  createdBy: string;
  createdAt: string;
  submissionCount: number;
  /** Of its submissions, those approved or rejected: the project's progress. */
  decidedCount: number;
}

export interface ProjectDetail extends Project {
  submissions: BookSubmission[];
}
