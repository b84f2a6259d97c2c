import {
  AppError,
  FIRM_ROLES,
  SUBMISSION_STATUSES,
  isDecided,
  isTaskDone,
  type BookSubmission,
  type NewProject,
  type Office,
  type OfficeBook,
  type OrganisationRepository,
  type Project,
  type ProjectDetail,
  type SubmissionStatus,
  type Team,
  type Workload,
} from '@workbench/core';
import { byText, copy, lower, type OrganisationState, type Store, type SubmissionRow } from './state.ts';

/** The same behaviour as PgOrganisationRepository, in memory. */
export class InMemoryOrganisationRepository implements OrganisationRepository {
  constructor(private readonly store: Store) {}

  private get org(): OrganisationState {
    this.store.state.organisation ??= {
      offices: [
        { id: '00000000-0000-4000-8000-00000000a001', slug: 'brokerage-a', name: 'Brokerage A' },
        { id: '00000000-0000-4000-8000-00000000b001', slug: 'brokerage-b', name: 'Brokerage B' },
      ],
      placements: {},
      teams: [],
      projects: [],
    };
    return this.store.state.organisation;
  }

  async listOffices(): Promise<Office[]> {
    return this.org.offices.map((o) => this.office(o.id)!);
  }

  async findOffice(idOrSlug: string): Promise<Office | null> {
    const found = this.org.offices.find((o) => o.id === idOrSlug || o.slug === idOrSlug);
    return found ? this.office(found.id) : null;
  }

  async renameOffice(id: string, name: string): Promise<Office | null> {
    const found = this.org.offices.find((o) => o.id === id);
    if (!found) return null;
    found.name = name;
    return this.office(id);
  }

  async officeOf(userId: string): Promise<string | null> {
    return this.org.placements[userId] ?? null;
  }

  async placeStaff(userId: string, officeId: string | null): Promise<void> {
    if (officeId === null) delete this.org.placements[userId];
    else this.org.placements[userId] = officeId;
  }

  async listTeams(): Promise<Team[]> {
    const users = this.store.state.users;
    return [...this.org.teams]
      .sort((a, b) => byText(a.officeId, b.officeId) || byText(a.name, b.name))
      .map((t) => ({
        id: t.id,
        officeId: t.officeId,
        name: t.name,
        members: users
          .filter((u) => t.memberIds.includes(u.id))
          .map((u) => ({ id: u.id, fullName: u.fullName }))
          .sort((a, b) => byText(a.fullName, b.fullName)),
      }));
  }

  async createTeam(officeId: string, name: string): Promise<Team> {
    if (this.org.teams.some((t) => t.officeId === officeId && lower(t.name) === lower(name)))
      throw AppError.conflict('The office already has a team of that name');
    const team = { id: crypto.randomUUID(), officeId, name, memberIds: [] as string[] };
    this.org.teams.push(team);
    return { id: team.id, officeId, name, members: [] };
  }

  async setTeamMembers(teamId: string, userIds: string[]): Promise<boolean> {
    const team = this.org.teams.find((t) => t.id === teamId);
    if (!team) return false;
    team.memberIds = [...userIds];
    return true;
  }

  async workload(today: string, now: Date): Promise<Workload[]> {
    const { users, submissions, tasks } = this.store.state;
    return users
      .filter((u) => FIRM_ROLES.includes(u.role) && u.status === 'active')
      .sort((a, b) => byText(a.fullName, b.fullName))
      .map((u) => {
        const open = submissions.filter((s) => s.assignedToId === u.id && !isDecided(s.status));
        const ages = open.map((s) => (now.getTime() - Date.parse(s.createdAt)) / 86_400_000);
        return {
          userId: u.id,
          fullName: u.fullName,
          role: u.role,
          officeId: this.org.placements[u.id] ?? null,
          teams: this.org.teams
            .filter((t) => t.memberIds.includes(u.id))
            .map((t) => t.name)
            .sort(byText),
          openSubmissions: open.length,
          overdueTasks: tasks.filter((t) => t.assignedTo === u.fullName && !isTaskDone(t) && !!t.dueDate && t.dueDate < today).length,
          averageAgeDays: ages.length === 0 ? null : Math.floor(ages.reduce((a, b) => a + b, 0) / ages.length),
        };
      });
  }

  async officeBook(office: Office, limit: number): Promise<OfficeBook> {
    const held = this.store.state.submissions.filter((s) => this.org.placements[s.assignedToId ?? s.createdById ?? ''] === office.id);
    const counts = Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as Record<SubmissionStatus, number>;
    for (const s of held) counts[s.status]++;
    const open = held
      .filter((s) => !isDecided(s.status))
      .sort(oldestFirst)
      .slice(0, limit);
    return { office, counts, total: held.length, open: open.map((s) => this.book(s)) };
  }

  async openAssignedTo(userId: string, limit: number): Promise<BookSubmission[]> {
    return this.store.state.submissions
      .filter((s) => s.assignedToId === userId && !isDecided(s.status))
      .sort(oldestFirst)
      .slice(0, limit)
      .map((s) => this.book(s));
  }

  async listProjects(officeId?: string): Promise<Project[]> {
    return this.org.projects
      .filter((p) => officeId === undefined || p.officeId === officeId)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((p) => this.project(p.id)!);
  }

  async findProject(id: string): Promise<ProjectDetail | null> {
    const project = this.project(id);
    if (!project) return null;
    const ids = this.org.projects.find((p) => p.id === id)!.submissionIds;
    const submissions = this.store.state.submissions.filter((s) => ids.includes(s.id)).sort(oldestFirst);
    return { ...project, submissions: submissions.map((s) => this.book(s)) };
  }

  async createProject(project: NewProject): Promise<Project> {
    const id = crypto.randomUUID();
    this.org.projects.push({ id, ...copy(project), createdAt: new Date().toISOString(), submissionIds: [] });
    return this.project(id)!;
  }

  async addToProject(projectId: string, submissionIds: string[]): Promise<number> {
    const project = this.org.projects.find((p) => p.id === projectId);
    if (!project) return 0;
    const fresh = [...new Set(submissionIds)].filter((id) => !project.submissionIds.includes(id));
    project.submissionIds.push(...fresh);
    return fresh.length;
  }

  private office(id: string): Office | null {
    const o = this.org.offices.find((x) => x.id === id);
    if (!o) return null;
    const active = new Set(this.store.state.users.filter((u) => u.status === 'active').map((u) => u.id));
    const staffCount = Object.entries(this.org.placements).filter(([userId, officeId]) => officeId === id && active.has(userId)).length;
    return { id: o.id, slug: o.slug, name: o.name, staffCount };
  }

  private project(id: string): Project | null {
    const p = this.org.projects.find((x) => x.id === id);
    if (!p) return null;
    const office = this.org.offices.find((o) => o.id === p.officeId);
    const inIt = this.store.state.submissions.filter((s) => p.submissionIds.includes(s.id));
    return {
      id: p.id,
      officeId: p.officeId,
      officeName: office?.name ?? '',
      name: p.name,
      description: p.description,
      dueDate: p.dueDate,
      createdBy: p.createdBy,
      createdAt: p.createdAt,
      submissionCount: inIt.length,
      decidedCount: inIt.filter((s) => isDecided(s.status)).length,
    };
  }

  private book(s: SubmissionRow): BookSubmission {
    const client = this.store.state.clients.find((c) => c.id === s.clientId);
    const assignee = this.store.state.users.find((u) => u.id === s.assignedToId);
    return {
      id: s.id,
      submissionId: s.submissionId,
      client: client?.name ?? '',
      status: s.status,
      priority: s.priority,
      dueDate: s.dueDate ?? null,
      assignedToId: s.assignedToId ?? null,
      assignedTo: assignee?.fullName ?? null,
      createdAt: s.createdAt,
    };
  }
}

const oldestFirst = (a: SubmissionRow, b: SubmissionRow) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || byText(a.id, b.id);
