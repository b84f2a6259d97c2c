import { queryOptions } from '@tanstack/react-query';
import { type BodyOf, organisation } from '@workbench/contract';
import type { TeamsOverview } from '@workbench/core';
import { call } from '../api/call.ts';

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

export type { TeamsOverview };

export const officesQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.offices, queryFn: () => call(organisation.listOffices, {}) });

export const officeBookQueryOptions = (office: string) =>
  queryOptions({
    queryKey: organisationKeys.book(office),
    queryFn: () => call(organisation.officeBook, { params: { id: office } }),
  });

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.teams, queryFn: () => call(organisation.teamsOverview, {}) });

export const openWorkQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: organisationKeys.openWork(userId),
    queryFn: () => call(organisation.openWorkOf, { params: { id: userId } }),
  });

export const projectsQueryOptions = (office?: string) =>
  queryOptions({
    queryKey: organisationKeys.projects(office),
    queryFn: () => call(organisation.listProjects, { query: { office } }),
  });

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organisationKeys.project(id),
    queryFn: () => call(organisation.getProject, { params: { id } }),
  });

export const reassignSubmissions = (body: BodyOf<typeof organisation.reassignSubmissions>) =>
  call(organisation.reassignSubmissions, { body });

export const renameOffice = (id: string, name: string) => call(organisation.renameOffice, { params: { id }, body: { name } });

export const createTeam = (body: BodyOf<typeof organisation.createTeam>) => call(organisation.createTeam, { body });

export const setTeamMembers = (teamId: string, userIds: string[]) =>
  call(organisation.setTeamMembers, { params: { id: teamId }, body: { userIds } });

export const placeStaff = (userId: string, officeId: string | null) =>
  call(organisation.placeStaff, { params: { id: userId }, body: { officeId } });

export const createProject = (body: BodyOf<typeof organisation.createProject>) => call(organisation.createProject, { body });

export const addToProject = (projectId: string, submissionIds: string[]) =>
  call(organisation.addToProject, { params: { id: projectId }, body: { submissionIds } });
