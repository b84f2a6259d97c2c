import { queryOptions } from '@tanstack/react-query';
import type { BookSubmission, Office, OfficeBook, Project, ProjectDetail, Team, Workload } from '@workbench/core';
import { api } from '../api/client.ts';

/** Offices, teams, workload and projects; a write to any of them reads them all again. */
export const organisationKeys = {
  all: ['organisation'] as const,
  offices: ['organisation', 'offices'] as const,
  book: (office: string) => ['organisation', 'book', office] as const,
  teams: ['organisation', 'teams'] as const,
  openWork: (userId: string) => ['organisation', 'open-work', userId] as const,
  projects: (office?: string) => ['organisation', 'projects', office ?? 'all'] as const,
  project: (id: string) => ['organisation', 'project', id] as const,
};

export interface TeamsOverview {
  offices: Office[];
  teams: Team[];
  people: Workload[];
}

export const officesQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.offices, queryFn: () => api.get<Office[]>('/api/offices') });

export const officeBookQueryOptions = (office: string) =>
  queryOptions({
    queryKey: organisationKeys.book(office),
    queryFn: () => api.get<OfficeBook>(`/api/offices/${encodeURIComponent(office)}/book`),
  });

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.teams, queryFn: () => api.get<TeamsOverview>('/api/teams') });

export const openWorkQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: organisationKeys.openWork(userId),
    queryFn: () => api.get<BookSubmission[]>(`/api/staff/${encodeURIComponent(userId)}/open-submissions`),
  });

export const projectsQueryOptions = (office?: string) =>
  queryOptions({
    queryKey: organisationKeys.projects(office),
    queryFn: () => api.get<Project[]>('/api/projects', office ? { office } : undefined),
  });

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organisationKeys.project(id),
    queryFn: () => api.get<ProjectDetail>(`/api/projects/${encodeURIComponent(id)}`),
  });

export const reassignSubmissions = (body: { submissionIds: string[]; assigneeId: string }) =>
  api.post<{ reassigned: number }>('/api/teams/reassign', body);

export const renameOffice = (id: string, name: string) => api.patch<Office>(`/api/offices/${encodeURIComponent(id)}`, { name });

export const createTeam = (body: { officeId: string; name: string }) => api.post<Team>('/api/teams', body);

export const setTeamMembers = (teamId: string, userIds: string[]) =>
  api.put<Team>(`/api/teams/${encodeURIComponent(teamId)}/members`, { userIds });

export const placeStaff = (userId: string, officeId: string | null) =>
  api.put<void>(`/api/staff/${encodeURIComponent(userId)}/office`, { officeId });

export const createProject = (body: { officeId: string; name: string; description: string; dueDate: string }) =>
  api.post<Project>('/api/projects', body);

export const addToProject = (projectId: string, submissionIds: string[]) =>
  api.post<ProjectDetail>(`/api/projects/${encodeURIComponent(projectId)}/submissions`, { submissionIds });
