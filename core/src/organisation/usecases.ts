import { AppError } from '../errors.ts';
import { recordedBy } from '../users/index.ts';
import type { Actor, CoreDeps } from '../use-case-deps.ts';
import type * as v from 'valibot';
import { updateSubmission } from '../submissions/index.ts';
import { visibleSubmission } from '../submissions/index.ts';
import type { BookSubmission, Office, OfficeBook, Project, ProjectDetail, Team, TeamsOverview } from './entities.ts';
import { assertAdministrator, isFirmStaff } from './rules.ts';
import type {
  NewProjectSchema,
  NewTeamSchema,
  OfficeNameSchema,
  ProjectSubmissionsSchema,
  ReassignSchema,
  StaffOfficeSchema,
  TeamMembersSchema,
} from './schemas.ts';

type Deps = Pick<CoreDeps, 'uow' | 'clock'>;

/** The open submissions an office's book lists at most. */
export const BOOK_LIST_LIMIT = 100;
/** The open submissions of one person the Teams page lists for reassignment at most. */
export const PERSON_LIST_LIMIT = 200;

/** Fails with `forbidden` unless the actor is an active broker or broker manager. */
export function assertFirmStaff(actor: Actor): void {
  if (!isFirmStaff(actor)) throw AppError.forbidden();
}

export { assertAdministrator } from './rules.ts';

/** The Teams page: offices, teams and every person's load. Firm staff. */
export const teamsOverview =
  (deps: Deps) =>
  async (actor: Actor): Promise<TeamsOverview> => {
    assertFirmStaff(actor);
    const now = deps.clock.now();
    const repos = deps.uow.repos;
    const [offices, teams, people] = await Promise.all([
      repos.organisation.listOffices(),
      repos.organisation.listTeams(),
      repos.organisation.workload(now.toISOString().slice(0, 10), now),
    ]);
    return { offices, teams, people };
  };

/** The open submissions assigned to one person, to pick from for reassignment. Firm staff. */
export const openWorkOf =
  (deps: Deps) =>
  async (actor: Actor, userId: string): Promise<BookSubmission[]> => {
    assertFirmStaff(actor);
    return deps.uow.repos.organisation.openAssignedTo(userId, PERSON_LIST_LIMIT);
  };

/**
 * Hands the chosen submissions to one member of staff, all or none: one transaction, in which each goes
 * through the ordinary assignment (its history entry, the new assignee following and told). Fails with
 * `forbidden` but for broker managers, `invalid` for an assignee who is not active staff, `not_found` for an
 * unknown submission and `conflict` for a decided one, and then none is reassigned.
 */
export const reassignSubmissions =
  (deps: CoreDeps) =>
  async (actor: Actor, { submissionIds, assigneeId }: v.InferOutput<typeof ReassignSchema>): Promise<{ reassigned: number }> => {
    assertAdministrator(actor);
    const assign = updateSubmission(deps);
    return deps.uow.run(async () => {
      let reassigned = 0;
      for (const id of new Set(submissionIds)) {
        await assign(actor, id, { assignedToId: assigneeId });
        reassigned++;
      }
      return { reassigned };
    });
  };

export const listOffices =
  (deps: Deps) =>
  async (actor: Actor): Promise<Office[]> => {
    assertFirmStaff(actor);
    return deps.uow.repos.organisation.listOffices();
  };

/** An office's book by slug or id. Firm staff; `not_found` for an unknown office. */
export const officeBook =
  (deps: Deps) =>
  async (actor: Actor, idOrSlug: string): Promise<OfficeBook> => {
    assertFirmStaff(actor);
    const office = await deps.uow.repos.organisation.findOffice(idOrSlug);
    if (!office) throw AppError.notFound('Office');
    return deps.uow.repos.organisation.officeBook(office, BOOK_LIST_LIMIT);
  };

/** Renames an office. Broker managers; `not_found` for an unknown office. */
export const renameOffice =
  (deps: Deps) =>
  async (actor: Actor, id: string, { name }: v.InferOutput<typeof OfficeNameSchema>): Promise<Office> => {
    assertAdministrator(actor);
    const office = await deps.uow.run((repos) => repos.organisation.renameOffice(id, name));
    if (!office) throw AppError.notFound('Office');
    return office;
  };

/** Places a member of the firm's staff in an office, or in none. Broker managers. */
export const placeStaff =
  (deps: Deps) =>
  async (actor: Actor, userId: string, { officeId }: v.InferOutput<typeof StaffOfficeSchema>): Promise<void> => {
    assertAdministrator(actor);
    await deps.uow.run(async (repos) => {
      const person = await repos.users.findById(userId);
      if (!person || !isFirmStaff(person)) throw AppError.notFound('Member of staff');
      if (officeId && !(await repos.organisation.findOffice(officeId))) throw notFoundOffice();
      await repos.organisation.placeStaff(userId, officeId);
    });
  };

/** Creates a team in an office. Broker managers; `conflict` for a name the office already uses. */
export const createTeam =
  (deps: Deps) =>
  async (actor: Actor, { officeId, name }: v.InferOutput<typeof NewTeamSchema>): Promise<Team> => {
    assertAdministrator(actor);
    return deps.uow.run(async (repos) => {
      if (!(await repos.organisation.findOffice(officeId))) throw notFoundOffice();
      return repos.organisation.createTeam(officeId, name);
    });
  };

/** Replaces a team's members, who must be active brokers or broker managers. Broker managers. */
export const setTeamMembers =
  (deps: Deps) =>
  async (actor: Actor, teamId: string, { userIds }: v.InferOutput<typeof TeamMembersSchema>): Promise<Team> => {
    assertAdministrator(actor);
    return deps.uow.run(async (repos) => {
      const unique = [...new Set(userIds)];
      for (const userId of unique) {
        const person = await repos.users.findById(userId);
        if (!person || !isFirmStaff(person)) {
          const message = 'Team members must be active brokers or broker managers';
          throw AppError.invalid(message, [{ path: 'userIds', message }]);
        }
      }
      if (!(await repos.organisation.setTeamMembers(teamId, unique))) throw AppError.notFound('Team');
      const team = (await repos.organisation.listTeams()).find((t) => t.id === teamId);
      if (!team) throw AppError.notFound('Team');
      return team;
    });
  };

/** Projects, newest first; of one office when `officeId` is given. Firm staff. */
export const listProjects =
  (deps: Deps) =>
  async (actor: Actor, officeId?: string): Promise<Project[]> => {
    assertFirmStaff(actor);
    return deps.uow.repos.organisation.listProjects(officeId);
  };

export const getProject =
  (deps: Deps) =>
  async (actor: Actor, id: string): Promise<ProjectDetail> => {
    assertFirmStaff(actor);
    const project = await deps.uow.repos.organisation.findProject(id);
    if (!project) throw AppError.notFound('Project');
    return project;
  };

/** Starts a project in an office. Broker managers. */
export const createProject =
  (deps: Deps) =>
  async (actor: Actor, fields: v.InferOutput<typeof NewProjectSchema>): Promise<Project> => {
    assertAdministrator(actor);
    return deps.uow.run(async (repos) => {
      if (!(await repos.organisation.findOffice(fields.officeId))) throw notFoundOffice();
      return repos.organisation.createProject({
        officeId: fields.officeId,
        name: fields.name,
        description: fields.description ?? null,
        dueDate: fields.dueDate ?? null,
        createdBy: actor.fullName,
      });
    });
  };

/**
 * Adds submissions (by record id or SUB id) to a project in one transaction, each newly added one with a
 * 'Added to project' history entry. Broker managers; `not_found` for an unknown project or submission.
 */
export const addToProject =
  (deps: Deps) =>
  async (actor: Actor, projectId: string, { submissionIds }: v.InferOutput<typeof ProjectSubmissionsSchema>): Promise<ProjectDetail> => {
    assertAdministrator(actor);
    await deps.uow.run(async (repos) => {
      const project = await repos.organisation.findProject(projectId);
      if (!project) throw AppError.notFound('Project');
      const already = new Set(project.submissions.map((s) => s.id));
      const at = deps.clock.now().toISOString();
      const added = new Set<string>();
      for (const ref of submissionIds) {
        const submission = await visibleSubmission(repos, actor, ref);
        if (already.has(submission.id) || added.has(submission.id)) continue;
        added.add(submission.id);
        await repos.history.add(submission.id, {
          ...recordedBy(actor),
          action: 'Added to project',
          details: project.name,
          // How the firm groups its work is its own business: staff see it, the client does not.
          audience: 'staff',
          date: at,
        });
      }
      if (added.size > 0) await repos.organisation.addToProject(project.id, [...added]);
    });
    return getProject(deps)(actor, projectId);
  };

function notFoundOffice(): AppError {
  return AppError.notFound('Office');
}
