import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  REPORT_DESCRIPTIONS,
  REPORT_LABELS,
  ReportQuerySchema,
  isPeriodInOrder,
  type ReportFormat,
  type ReportKind,
} from '@workbench/core';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DatePicker,
  DownloadIcon,
  ProgressBar,
  Select,
  useToast,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { formatBytes, formatNumber, todayIso } from '../../format.ts';
import { carriersQueryOptions, reportKeys } from '../../queries/reports.queries.ts';
import { downloadReport, type ReportProgress } from './downloadReport.ts';
import { recentMonths } from './months.ts';
import * as styles from './reports.css.ts';

const ALL_CARRIERS = '__all__';
const FORMAT_NAMES: Record<ReportFormat, string> = { xlsx: 'Excel', csv: 'CSV' };

/** What the progress bar says: rows out of the total for CSV, the size so far for Excel. */
function progressText(progress: ReportProgress): string {
  const rows = progress.rows === null ? '' : ` of ${formatNumber(progress.rows)} rows`;
  if (progress.rowsReceived !== null) return `${formatNumber(progress.rowsReceived)}${rows || ' rows'} received`;
  return `${formatBytes(progress.received)} received${progress.rows === null ? '' : ` (${formatNumber(progress.rows)} rows)`}`;
}

/** One report: what it holds, its period (or month and carrier), and its two downloads with their progress. */
function ReportCard({
  kind,
  params,
  fields,
  busy,
  progress,
  invalid,
  onDownload,
}: {
  kind: ReportKind;
  params: Record<string, string>;
  fields: React.ReactNode;
  busy: boolean;
  progress: ReportProgress | null;
  invalid: boolean;
  onDownload: (kind: ReportKind, format: ReportFormat, params: Record<string, string>) => void;
}) {
  const headingId = `report-${kind}`;
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.card}>
      <CardHeader>
        <CardTitle level={2} id={headingId}>
          {REPORT_LABELS[kind]}
        </CardTitle>
        <CardDescription>{REPORT_DESCRIPTIONS[kind]}</CardDescription>
      </CardHeader>
      <CardContent className={styles.content}>
        <div className={styles.fields}>{fields}</div>
        {progress ? (
          <ProgressBar
            label={`Downloading ${REPORT_LABELS[kind]} (${FORMAT_NAMES[progress.format]})`}
            isIndeterminate={progress.rowsReceived === null || !progress.rows}
            value={progress.rowsReceived ?? 0}
            maxValue={Math.max(1, progress.rows ?? 1)}
            valueLabel={progressText(progress)}
          />
        ) : null}
        <div className={styles.actions}>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant={format === 'xlsx' ? 'primary' : 'outline'}
              isDisabled={busy || invalid}
              isPending={progress?.format === format}
              pendingLabel={`Downloading ${FORMAT_NAMES[format]}...`}
              onPress={() => onDownload(kind, format, params)}
              aria-label={`Download ${REPORT_LABELS[kind]} as ${FORMAT_NAMES[format]}`}
            >
              <DownloadIcon />
              {FORMAT_NAMES[format]}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

/** The period of a report: From and To, the second saying when it comes before the first. */
function PeriodFields({
  kind,
  period,
  onChange,
}: {
  kind: ReportKind;
  period: { from: string | null; to: string | null };
  onChange: (period: { from: string | null; to: string | null }) => void;
}) {
  const issue = periodIssue(kind, period);
  return (
    <>
      <DatePicker label="From" isRequired value={period.from} onChange={(from) => onChange({ ...period, from })} />
      <DatePicker label="To" isRequired value={period.to} onChange={(to) => onChange({ ...period, to })} errorMessage={issue} />
    </>
  );
}

/** What is wrong with a period, in core's words (the server checks the same), or nothing. */
function periodIssue(kind: ReportKind, period: { from: string | null; to: string | null }): string | undefined {
  if (!period.from || !period.to) return 'Choose the first and last day';
  if (!isPeriodInOrder(period)) return 'The last day comes before the first';
  const result = v.safeParse(ReportQuerySchema, { kind, from: period.from, to: period.to });
  return result.success ? undefined : result.issues[0]?.message;
}

/** /reports: the four reports staff download as Excel or CSV, each streamed with its progress shown. */
export function ReportsPage() {
  const today = todayIso();
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const months = recentMonths(today);
  const carriers = useQuery(carriersQueryOptions());
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [month, setMonth] = useState(months[0]!.id);
  const [carrier, setCarrier] = useState(ALL_CARRIERS);
  const [periods, setPeriods] = useState<Record<Exclude<ReportKind, 'bordereau'>, { from: string | null; to: string | null }>>({
    submissions: { from: firstOfMonth, to: today },
    sla: { from: firstOfMonth, to: today },
    audit: { from: firstOfMonth, to: today },
  });
  const [progress, setProgress] = useState<ReportProgress | null>(null);

  const download = async (kind: ReportKind, format: ReportFormat, params: Record<string, string>) => {
    setProgress({ kind, format, received: 0, rows: null, rowsReceived: null });
    try {
      const filename = await downloadReport(kind, format, params, setProgress);
      toast({ title: 'Report downloaded', description: filename });
      void queryClient.invalidateQueries({ queryKey: reportKeys.downloads });
      void queryClient.invalidateQueries({ queryKey: reportKeys.workspace });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Report not downloaded', description: errorMessage(error, 'Failed to download the report') });
    } finally {
      setProgress(null);
    }
  };

  const carrierItems = [{ id: ALL_CARRIERS, label: 'All carriers' }, ...(carriers.data ?? []).map((c) => ({ id: c, label: c }))];
  const bordereauParams: Record<string, string> = carrier === ALL_CARRIERS ? { month } : { month, carrier };
  const card = (kind: Exclude<ReportKind, 'bordereau'>) => {
    const period = periods[kind];
    return (
      <ReportCard
        key={kind}
        kind={kind}
        params={{ from: period.from ?? '', to: period.to ?? '' }}
        invalid={periodIssue(kind, period) !== undefined}
        busy={progress !== null}
        progress={progress?.kind === kind ? progress : null}
        onDownload={(k, f, p) => void download(k, f, p)}
        fields={<PeriodFields kind={kind} period={period} onChange={(next) => setPeriods({ ...periods, [kind]: next })} />}
      />
    );
  };

  return (
    <Page>
      <PageHeader title="Reports" subtitle="Download the book as Excel or CSV files: bordereaux, registers, SLA and audit extracts." />
      <div className={styles.grid}>
        <ReportCard
          kind="bordereau"
          params={bordereauParams}
          invalid={false}
          busy={progress !== null}
          progress={progress?.kind === 'bordereau' ? progress : null}
          onDownload={(k, f, p) => void download(k, f, p)}
          fields={
            <>
              <Select label="Month" items={months} selectedKey={month} onSelectionChange={(key) => setMonth(String(key))} />
              <Select
                label="Carrier"
                items={carrierItems}
                selectedKey={carrier}
                onSelectionChange={(key) => setCarrier(String(key))}
                errorMessage={carriers.isError ? errorMessage(carriers.error, 'Failed to load carriers') : undefined}
              />
            </>
          }
        />
        {card('submissions')}
        {card('sla')}
        {card('audit')}
      </div>
    </Page>
  );
}
