import type { OfficeBook, Office, BookSubmission, Project, ProjectDetail, Team, Workload } from './entities.ts';

export interface NewProject {
  officeId: string;
  name: string;
  description: string | null;
  dueDate: string | null;
  createdBy: string;
}

/** The firm's offices, teams and projects, and the figures read across submissions and tasks for them. */
export interface OrganisationRepository {
  listOffices(): Promise<Office[]>;
  /** By id or slug; null when unknown. */
  findOffice(idOrSlug: string): Promise<Office | null>;
  /** The office renamed; null when unknown. */
  renameOffice(id: string, name: string): Promise<Office | null>;
  /** The office a member of staff works from, or null for none. */
  officeOf(userId: string): Promise<string | null>;
  /** Places a member of staff in an office (null: in none). */
  placeStaff(userId: string, officeId: string | null): Promise<void>;
  listTeams(): Promise<Team[]>;
  /** Fails with `conflict` when the office already has a team of that name (compared without case). */
  createTeam(officeId: string, name: string): Promise<Team>;
  /** Replaces a team's members; false when the team is unknown. */
  setTeamMembers(teamId: string, userIds: string[]): Promise<boolean>;
  /** Every active broker and broker manager with their load, at `today` (YYYY-MM-DD) and `now`. */
  workload(today: string, now: Date): Promise<Workload[]>;
  /** The office's book; the open list holds at most `limit` submissions. */
  officeBook(office: Office, limit: number): Promise<OfficeBook>;
  /** Open submissions assigned to the person, oldest first. */
  openAssignedTo(userId: string, limit: number): Promise<BookSubmission[]>;
  listProjects(officeId?: string): Promise<Project[]>;
  findProject(id: string): Promise<ProjectDetail | null>;
  createProject(project: NewProject): Promise<Project>;
  /** Adds submissions to a project (those already in it stay once); returns how many were new. */
  addToProject(projectId: string, submissionIds: string[]): Promise<number>;
}
