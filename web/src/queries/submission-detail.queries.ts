import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageChannel, PropertyInput, SourceFile, SubmissionPatch, TaskInput, User, VehicleInput } from '@workbench/core';
import { type BodyOf, documents, schedules, submissionFiles, submissionMessages, submissions } from '@workbench/contract';
import { api } from '../api/client.ts';
import { call, endpointUrl } from '../api/call.ts';
import { submissionKeys } from './submissions.queries.ts';

/** The people a submission can be assigned to (GET /api/users/staff). */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'staff'] as const,
    queryFn: () => api.get<User[]>('/api/users/staff'),
    staleTime: 5 * 60_000,
  });

export const documentDownloadUrl = (docId: string) => endpointUrl(documents.downloadDocument, { docId });
/** A submission's property schedule as an OED location file (CSV), for staff to load into a catastrophe model. */
export const scheduleOedUrl = (submissionId: string) => endpointUrl(submissionFiles.exportScheduleOed, { id: submissionId });

/** The calls that change a submission, each refreshing the detail query when it succeeds. */
export const submissionCalls = {
  /** Each edit sends back the version it read: the server refuses it (409) when someone else saved since. */
  patch: (id: string, patch: SubmissionPatch, version: number) =>
    call(submissions.updateSubmission, { params: { id }, body: { ...patch, version } }),
  decide: (id: string, decision: BodyOf<typeof submissions.decideSubmission>) =>
    call(submissions.decideSubmission, { params: { id }, body: decision }),
  submitForReview: (id: string) => call(submissions.submitForReview, { params: { id } }),
  addProperties: (id: string, rows: PropertyInput[]) => call(schedules.addProperties, { params: { id }, body: rows }),
  updateProperty: (id: string, rowId: string, row: PropertyInput, version: number) =>
    call(schedules.updateProperty, { params: { id, rowId }, body: { ...row, version } }),
  deleteProperty: (id: string, rowId: string) => call(schedules.deleteProperty, { params: { id, rowId } }),
  addVehicles: (id: string, rows: VehicleInput[]) => call(schedules.addVehicles, { params: { id }, body: rows }),
  updateVehicle: (id: string, rowId: string, row: VehicleInput, version: number) =>
    call(schedules.updateVehicle, { params: { id, rowId }, body: { ...row, version } }),
  deleteVehicle: (id: string, rowId: string) => call(schedules.deleteVehicle, { params: { id, rowId } }),
  /** The rows read from one file, in place of those the same file gave before (the server decides which). */
  importSchedule: (id: string, file: SourceFile, rows: { properties: PropertyInput[]; vehicles: VehicleInput[] }) =>
    call(schedules.importSchedule, { params: { id }, body: { file, ...rows } }),
  addQuote: (id: string, quote: BodyOf<typeof submissions.addQuote>) => call(submissions.addQuote, { params: { id }, body: quote }),
  addTask: (id: string, task: BodyOf<typeof submissions.addTask>) => call(submissions.addTask, { params: { id }, body: task }),
  updateTask: (id: string, taskId: string, task: Partial<TaskInput>, version: number) =>
    call(submissions.updateTask, { params: { id, taskId }, body: { ...task, version } }),
  addRelatedItem: (id: string, item: BodyOf<typeof submissions.addRelatedItem>) =>
    call(submissions.addRelatedItem, { params: { id }, body: item }),
  uploadDocument: (id: string, file: File) => call(submissionFiles.uploadDocument, { params: { id }, files: [file] }),
  /** With files, the message goes as multipart and each file is stored as a document of the submission. */
  sendMessage: (id: string, message: { to: string; subject: string; content: string; channel: MessageChannel }, files: File[]) =>
    call(submissionMessages.sendMessage, { params: { id }, body: message, files }),
};

/**
 * A mutation on the submission `key` (the id the screen was opened with) that refetches the detail when done,
 * so history, rating and lists show what the server recorded.
 */
export function useSubmissionMutation<TVars, TResult>(key: string, call: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: submissionKeys.detail(key) });
      // Lists and dashboard counts show status, assignee and rating too.
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all, refetchType: 'none' });
    },
  });
}
