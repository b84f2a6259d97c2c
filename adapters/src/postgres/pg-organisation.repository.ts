import type { Knex } from 'knex';
import {
  AppError,
  FIRM_ROLES,
  SUBMISSION_STATUSES,
  TASK_DONE_STATUS,
  isDecided,
  type BookSubmission,
  type NewProject,
  type Office,
  type OfficeBook,
  type OfficeSlug,
  type OrganisationRepository,
  type Project,
  type ProjectDetail,
  type SubmissionStatus,
  type Team,
  type Workload,
} from '@workbench/core';
import { day, iso, isUuid, newId, num } from './rows.ts';

/** Submissions that are decided take no more work: the rest are open. */
const DECIDED: string[] = SUBMISSION_STATUSES.filter(isDecided);

/**
 * Who holds a submission for an office's book: its assignee, or while nobody is assigned, who created it.
 * Written once so the book's counts and its list agree.
 */
const HOLDER = 'coalesce(s.assigned_to_id, s.created_by_id)';

export class PgOrganisationRepository implements OrganisationRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async listOffices(): Promise<Office[]> {
    const rows = await this.officeQuery().orderBy('o.slug');
    return rows.map(toOffice);
  }

  async findOffice(idOrSlug: string): Promise<Office | null> {
    const q = this.officeQuery();
    if (isUuid(idOrSlug)) q.where('o.id', idOrSlug);
    else q.where('o.slug', idOrSlug);
    const row = await q.first();
    return row ? toOffice(row) : null;
  }

  async renameOffice(id: string, name: string): Promise<Office | null> {
    if (!isUuid(id)) return null;
    const updated = await this.db('offices').where({ id }).update({ name });
    return updated ? this.findOffice(id) : null;
  }

  async officeOf(userId: string): Promise<string | null> {
    if (!isUuid(userId)) return null;
    const row = await this.db('office_staff').where({ user_id: userId }).first('office_id');
    return row ? (row.office_id as string) : null;
  }

  async placeStaff(userId: string, officeId: string | null): Promise<void> {
    if (officeId === null) {
      await this.db('office_staff').where({ user_id: userId }).delete();
      return;
    }
    await this.db('office_staff').insert({ user_id: userId, office_id: officeId }).onConflict('user_id').merge(['office_id']);
  }

  async listTeams(): Promise<Team[]> {
    const teams = await this.db('teams')
      .select('id', 'office_id', 'name')
      .orderBy([{ column: 'office_id' }, { column: 'name' }]);
    const members = await this.db('team_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .select('m.team_id', 'u.id', 'u.full_name')
      .orderBy('u.full_name');
    return teams.map((t) => ({
      id: t.id as string,
      officeId: t.office_id as string,
      name: t.name as string,
      members: members.filter((m) => m.team_id === t.id).map((m) => ({ id: m.id as string, fullName: m.full_name as string })),
    }));
  }

  async createTeam(officeId: string, name: string): Promise<Team> {
    const id = newId();
    try {
      await this.db('teams').insert({ id, office_id: officeId, name });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw AppError.conflict('The office already has a team of that name');
      throw error;
    }
    return { id, officeId, name, members: [] };
  }

  async setTeamMembers(teamId: string, userIds: string[]): Promise<boolean> {
    if (!isUuid(teamId) || !(await this.db('teams').where({ id: teamId }).first('id'))) return false;
    await this.db('team_members').where({ team_id: teamId }).delete();
    if (userIds.length > 0) await this.db('team_members').insert(userIds.map((user_id) => ({ team_id: teamId, user_id })));
    return true;
  }

  async workload(today: string, now: Date): Promise<Workload[]> {
    const rows = await this.db('users as u')
      .leftJoin('office_staff as os', 'os.user_id', 'u.id')
      .whereIn('u.role', [...FIRM_ROLES])
      .andWhere('u.status', 'active')
      .select(
        'u.id',
        'u.full_name',
        'u.role',
        'os.office_id',
        this.db.raw(
          `(select count(*) from submissions s where s.assigned_to_id = u.id and s.status not in (${DECIDED.map(() => '?').join(', ')})) as open_submissions`,
          DECIDED,
        ),
        this.db.raw(
          `(select avg(extract(epoch from (?::timestamptz - s.created_at)) / 86400) from submissions s
             where s.assigned_to_id = u.id and s.status not in (${DECIDED.map(() => '?').join(', ')})) as average_age`,
          [now.toISOString(), ...DECIDED],
        ),
        // Tasks name their assignee by the full name the staff list shows.
        this.db.raw(
          `(select count(*) from tasks t where t.assigned_to = u.full_name and lower(trim(t.status)) <> lower(?) and t.due_date < ?::date) as overdue_tasks`,
          [TASK_DONE_STATUS, today],
        ),
        this.db.raw(
          `coalesce((select array_agg(tm.name order by tm.name) from team_members m join teams tm on tm.id = m.team_id where m.user_id = u.id), '{}') as teams`,
        ),
      )
      .orderBy('u.full_name');
    return rows.map((r) => ({
      userId: r.id as string,
      fullName: r.full_name as string,
      role: r.role,
      officeId: (r.office_id as string | null) ?? null,
      teams: textArray(r.teams),
      openSubmissions: num(r.open_submissions),
      overdueTasks: num(r.overdue_tasks),
      averageAgeDays: r.average_age === null || r.average_age === undefined ? null : Math.floor(Number(r.average_age)),
    }));
  }

  async officeBook(office: Office, limit: number): Promise<OfficeBook> {
    const held = () =>
      this.db('submissions as s').whereRaw(`${HOLDER} in (select user_id from office_staff where office_id = ?)`, [office.id]);
    const countRows = await held().select('s.status').count({ n: '*' }).groupBy('s.status');
    const counts = Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as Record<SubmissionStatus, number>;
    let total = 0;
    for (const row of countRows as Array<{ status: string; n: unknown }>) {
      counts[row.status as SubmissionStatus] = num(row.n);
      total += num(row.n);
    }
    const open = await this.bookSelect(held().whereNotIn('s.status', DECIDED))
      .orderBy([{ column: 's.created_at' }, { column: 's.id' }])
      .limit(limit);
    return { office, counts, total, open: open.map(toBookSubmission) };
  }

  async openAssignedTo(userId: string, limit: number): Promise<BookSubmission[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.bookSelect(this.db('submissions as s').where('s.assigned_to_id', userId).whereNotIn('s.status', DECIDED))
      .orderBy([{ column: 's.created_at' }, { column: 's.id' }])
      .limit(limit);
    return rows.map(toBookSubmission);
  }

  async listProjects(officeId?: string): Promise<Project[]> {
    const q = this.projectQuery().orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ]);
    if (officeId !== undefined) {
      if (!isUuid(officeId)) return [];
      q.where('p.office_id', officeId);
    }
    return (await q).map(toProject);
  }

  async findProject(id: string): Promise<ProjectDetail | null> {
    if (!isUuid(id)) return null;
    const row = await this.projectQuery().where('p.id', id).first();
    if (!row) return null;
    const submissions = await this.bookSelect(
      this.db('submissions as s').join('project_submissions as ps', 'ps.submission_id', 's.id').where('ps.project_id', id),
    ).orderBy([{ column: 's.created_at' }, { column: 's.id' }]);
    return { ...toProject(row), submissions: submissions.map(toBookSubmission) };
  }

  async createProject(project: NewProject): Promise<Project> {
    const id = newId();
    await this.db('projects').insert({
      id,
      office_id: project.officeId,
      name: project.name,
      description: project.description,
      due_date: project.dueDate,
      created_by: project.createdBy,
    });
    const row = await this.projectQuery().where('p.id', id).first();
    return toProject(row);
  }

  async addToProject(projectId: string, submissionIds: string[]): Promise<number> {
    if (submissionIds.length === 0) return 0;
    const added = await this.db('project_submissions')
      .insert(submissionIds.map((submission_id) => ({ project_id: projectId, submission_id })))
      .onConflict(['project_id', 'submission_id'])
      .ignore()
      .returning('submission_id');
    return added.length;
  }

  private officeQuery() {
    return this.db('offices as o').select(
      'o.id',
      'o.slug',
      'o.name',
      this.db.raw(
        `(select count(*) from office_staff os join users u on u.id = os.user_id where os.office_id = o.id and u.status = 'active') as staff_count`,
      ),
    );
  }

  private bookSelect(q: Knex.QueryBuilder) {
    return q
      .join('clients as c', 'c.id', 's.client_id')
      .leftJoin('users as a', 'a.id', 's.assigned_to_id')
      .select(
        's.id',
        's.submission_id',
        'c.name as client_name',
        's.status',
        's.priority',
        's.due_date',
        's.assigned_to_id',
        'a.full_name as assignee_name',
        's.created_at',
      );
  }

  private projectQuery() {
    return this.db('projects as p')
      .join('offices as o', 'o.id', 'p.office_id')
      .select(
        'p.*',
        'o.name as office_name',
        this.db.raw('(select count(*) from project_submissions ps where ps.project_id = p.id) as submission_count'),
        this.db.raw(
          `(select count(*) from project_submissions ps join submissions s on s.id = ps.submission_id
             where ps.project_id = p.id and s.status in (${DECIDED.map(() => '?').join(', ')})) as decided_count`,
          DECIDED,
        ),
      );
  }
}

/** PGlite and pg both give text[] as an array; a driver without the parser gives its '{a,b}' text. */
function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.length > 2)
    return value
      .slice(1, -1)
      .split(',')
      .map((s) => s.replace(/^"|"$/g, ''));
  return [];
}

function toOffice(row: Record<string, unknown>): Office {
  return { id: row.id as string, slug: row.slug as OfficeSlug, name: row.name as string, staffCount: num(row.staff_count) };
}

function toBookSubmission(row: Record<string, unknown>): BookSubmission {
  return {
    id: row.id as string,
    submissionId: row.submission_id as string,
    client: row.client_name as string,
    status: row.status as SubmissionStatus,
    priority: row.priority as BookSubmission['priority'],
    dueDate: day(row.due_date),
    assignedToId: (row.assigned_to_id as string | null) ?? null,
    assignedTo: (row.assignee_name as string | null) ?? null,
    createdAt: iso(row.created_at),
  };
}

function toProject(row: Record<string, unknown>): Project {
  return {
    id: row.id as string,
    officeId: row.office_id as string,
    officeName: row.office_name as string,
    name: row.name as string,
    description: (row.description as string | null) ?? null,
    dueDate: day(row.due_date),
    createdBy: row.created_by as string,
    createdAt: iso(row.created_at),
    submissionCount: num(row.submission_count),
    decidedCount: num(row.decided_count),
  };
}
