import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, isFirmStaff, type SubmissionSummary, type User } from '@workbench/core';
import {
  Button,
  Card,
  CardContent,
  DownloadIcon,
  LayersIcon,
  Link,
  PlusIcon,
  Select,
  Tab,
  TabList,
  TabPanel,
  Table,
  Tabs,
  useToast,
} from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { downloadCsv, submissionCsv, submissionsCsv } from '../../export/csv.ts';
import { fetchSubmission, submissionsPageQueryOptions } from '../../queries/submissions.queries.ts';
import { errorMessage } from '../../api/client.ts';
import { todayIso } from '../../format.ts';
import { submissionColumns, submissionTableClass } from './columns.tsx';
import { teamsQueryOptions } from '../../queries/organisation.queries.ts';
import { ALL_OFFICES, LIST_FILTERS, homeOffice, listRequest, type ListFilter, type ListSearchValues } from './listSearch.ts';
import * as styles from './SubmissionsList.css.ts';
import { ViewDialog } from '../views/ViewDialog.tsx';
import { viewSearch } from '../views/viewLinks.ts';

type Selection = 'all' | Set<string | number>;

/** The submissions list: every submission, a page at a time, with CSV export. */
export function SubmissionsList({ search, user }: { search: ListSearchValues; user: User }) {
  const navigate = useNavigate({ from: '/submissions/' });
  const { toast } = useToast();
  // The firm's staff may narrow the list to an office's book; a broker manager starts on their own office's.
  const teams = useQuery({ ...teamsQueryOptions(), enabled: isFirmStaff(user), retry: false }).data;
  const defaultOffice = homeOffice(user, teams);
  const request = listRequest(search, defaultOffice);
  const officeChoice = search.office ?? defaultOffice ?? ALL_OFFICES;
  const officeOptions = [{ id: ALL_OFFICES, label: 'All offices' }, ...(teams?.offices ?? []).map((o) => ({ id: o.slug, label: o.name }))];
  const query = useQuery(submissionsPageQueryOptions(request));
  useErrorToast(query, 'Failed to load submissions');

  // Selected rows are remembered by id across pages, so a selection can span several pages.
  const [selected, setSelected] = useState<Map<string, SubmissionSummary>>(new Map());
  const rows = useMemo(() => query.data?.items ?? [], [query.data]);
  const selectedKeys = useMemo(() => new Set(rows.filter((r) => selected.has(r.id)).map((r) => r.id)), [rows, selected]);

  const onSelectionChange = (keys: Selection) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (keys === 'all' || keys.has(row.id)) next.set(row.id, row);
      else next.delete(row.id);
    }
    setSelected(next);
  };

  const downloadOne = async (row: SubmissionSummary) => {
    try {
      downloadCsv(`${row.submissionId}.csv`, submissionCsv(await fetchSubmission(row.id)));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Export failed', description: errorMessage(error, 'Failed to load submission details') });
    }
  };

  const exportSelected = () => {
    downloadCsv(`submissions-${todayIso()}.csv`, submissionsCsv([...selected.values()]));
    toast({
      title: 'Export ready',
      description: `${selected.size} ${selected.size === 1 ? 'submission' : 'submissions'} exported to CSV.`,
    });
  };

  const filter: ListFilter = search.filter ?? 'all';
  const pageSize = search.size ?? DEFAULT_PAGE_SIZE;
  const virtualized = pageSize > 100;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns are made once per kind of table; downloadOne reads nothing from the render
  const columns = useMemo(() => submissionColumns({ onDownload: (row) => void downloadOne(row), virtualized }), [virtualized]);
  const [savingView, setSavingView] = useState(false);

  return (
    <Page>
      <PageHeader
        title="Submissions"
        subtitle="Manage and track all insurance submissions"
        actions={
          <>
            <Button variant="outline" onPress={() => setSavingView(true)}>
              <LayersIcon />
              Save view
            </Button>
            <Link href="/create-submission" buttonVariant="primary">
              <PlusIcon />
              Create Submission
            </Link>
          </>
        }
      />
      <Card>
        <CardContent className={styles.body}>
          {/* The filter tabs control the table below: it is their panel. */}
          <Tabs
            variant="pill"
            selectedKey={filter}
            onSelectionChange={(key) =>
              void navigate({ search: (prev) => ({ ...prev, filter: key === 'all' ? undefined : (key as ListFilter), page: undefined }) })
            }
            className={styles.body}
          >
            <div className={styles.toolbar}>
              <TabList aria-label="Filter submissions">
                {LIST_FILTERS.map((f) => (
                  <Tab key={f.id} id={f.id}>
                    {f.label}
                  </Tab>
                ))}
              </TabList>
              {teams ? (
                <div className={styles.office}>
                  <Select
                    label="Office"
                    items={officeOptions}
                    selectedKey={officeOptions.some((o) => o.id === officeChoice) ? officeChoice : ALL_OFFICES}
                    onSelectionChange={(key) =>
                      void navigate({
                        search: (prev) => ({
                          ...prev,
                          office: key === (defaultOffice ?? ALL_OFFICES) ? undefined : String(key),
                          page: undefined,
                        }),
                      })
                    }
                  />
                </div>
              ) : null}
              <div className={styles.bulk}>
                {selected.size > 0 ? (
                  <>
                    <span className={styles.selectedCount}>{selected.size} selected</span>
                    <Button variant="ghost" size="sm" onPress={() => setSelected(new Map())}>
                      Clear
                    </Button>
                  </>
                ) : (
                  // Why Export CSV is not available yet, said where the button is rather than left to guess.
                  <span id="export-csv-hint" className={styles.selectedCount}>
                    Select rows to export them
                  </span>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  isDisabled={selected.size === 0}
                  aria-describedby={selected.size === 0 ? 'export-csv-hint' : undefined}
                  onPress={exportSelected}
                >
                  <DownloadIcon />
                  Export CSV
                </Button>
              </div>
            </div>
            <TabPanel id={filter} className={styles.panel}>
              <div className={query.isPlaceholderData ? styles.stale : undefined}>
                <Table
                  title="All Submissions"
                  className={submissionTableClass}
                  columns={columns}
                  rows={rows}
                  emptyText="No submissions found"
                  isLoading={query.isPending}
                  selectionMode="multiple"
                  selectedKeys={selectedKeys}
                  onSelectionChange={(keys) => onSelectionChange(keys as Selection)}
                  virtualized={virtualized}
                  height="70vh"
                />
              </div>
              <Pager
                label="Submissions pages"
                page={search.page ?? 1}
                pageSize={request.limit}
                total={query.data?.total ?? 0}
                isFetching={query.isFetching}
                onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page: page === 1 ? undefined : page }) })}
              />
            </TabPanel>
          </Tabs>
        </CardContent>
      </Card>
      {/* A view keeps the filters, sort and page size; which page was open is not part of it. */}
      <ViewDialog isOpen={savingView} onClose={() => setSavingView(false)} search={viewSearch(search)} />
    </Page>
  );
}
