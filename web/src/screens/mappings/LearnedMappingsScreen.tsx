import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_FIELD_LABELS, type LearnedMapping } from '@workbench/core';
import { Alert, Button, Table, TrashIcon, useToast, type TableColumn } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../format.ts';
import { learnedMappingsQueryOptions, removeLearnedMapping } from '../../queries/documents.queries.ts';

const KIND_LABELS = { property: 'Locations', vehicle: 'Vehicles' } as const;

/**
 * The firm's learned column mappings: corrections staff confirmed in the mapping review, applied to later
 * uploads with the same header (for one client, or for every client). Removing one lets the rules read
 * that header again. Staff only.
 */
export function LearnedMappingsScreen() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const mappings = useQuery(learnedMappingsQueryOptions());
  const remove = useMutation({
    mutationFn: (m: LearnedMapping) => removeLearnedMapping(m.id),
    onSuccess: (_, m) => {
      toast({ title: 'Mapping removed', description: `Uploads will read "${m.header}" by the built-in rules again.` });
      return queryClient.invalidateQueries({ queryKey: learnedMappingsQueryOptions().queryKey });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'The mapping could not be removed') }),
  });

  const columns: TableColumn<LearnedMapping>[] = [
    { id: 'header', header: 'Source column', text: (m) => m.header, isRowHeader: true, isSortable: true },
    { id: 'field', header: 'Read as', text: (m) => (m.field ? SCHEDULE_FIELD_LABELS[m.field] : 'Ignored') },
    { id: 'kind', header: 'Schedule', text: (m) => KIND_LABELS[m.kind] },
    { id: 'client', header: 'Applies to', text: (m) => m.clientName ?? 'Every client', isSortable: true },
    { id: 'createdBy', header: 'Learned from', text: (m) => m.createdBy },
    { id: 'createdAt', header: 'Date', text: (m) => formatDate(m.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (m) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove the mapping of ${m.header}`}
          isDisabled={remove.isPending}
          onPress={() => remove.mutate(m)}
        >
          <TrashIcon />
          Remove
        </Button>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title="Learned Column Mappings"
        subtitle="Columns of uploaded schedules that staff re-mapped and confirmed. Later uploads with the same header are read the same way; customers never see these."
      />
      {mappings.isError ? (
        <Alert variant="destructive" title="Error">
          {errorMessage(mappings.error, 'The mappings could not be loaded')}
        </Alert>
      ) : (
        <Table
          aria-label="Learned column mappings"
          columns={columns}
          rows={mappings.data ?? []}
          isLoading={mappings.isPending}
          emptyText="No mappings learned yet. Re-map a column in the review of an upload and confirm it."
        />
      )}
    </Page>
  );
}
