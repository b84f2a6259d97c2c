import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobs } from '@workbench/contract';
import { JOB_KIND_LABELS, plural } from '@workbench/core';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner, useToast } from '@workbench/ui-kit';
import { call } from '../../api/call.ts';
import { errorMessage } from '../../api/client.ts';
import { formatDateTime } from '../../format.ts';
import * as styles from '../organisation/organisation.css.ts';

const FAILED_JOBS_KEY = ['jobs', 'failed'] as const;

/**
 * Background work that failed its last attempt (a mail the server would not take, an e-mail that could not
 * be taken in), for broker managers: what, when, why, how often it was tried, and a Retry.
 */
export function FailedJobsCard() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: FAILED_JOBS_KEY,
    queryFn: () => call(jobs.listFailedJobs, {}),
    refetchInterval: 30_000,
  });
  const retry = useMutation({
    mutationFn: (id: string) => call(jobs.retryFailedJob, { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Job queued again', description: 'It runs again in a moment.' });
      void queryClient.invalidateQueries({ queryKey: FAILED_JOBS_KEY });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'The job could not be retried') }),
  });
  const failed = query.data?.items ?? [];
  return (
    <Card as="section" aria-labelledby="failed-jobs-title">
      <CardHeader>
        <CardTitle level={2} id="failed-jobs-title">
          Failed background jobs
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Reading the failed jobs" showLabel />
        ) : query.isError ? (
          <p className={styles.muted}>The failed jobs could not be read. The server may be unreachable.</p>
        ) : failed.length === 0 ? (
          <p className={styles.muted}>No background job has failed. Outgoing e-mail and e-mail intake are running.</p>
        ) : (
          <ul className={styles.list} aria-label="Failed background jobs">
            {failed.map((job) => (
              <li key={job.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <p className={styles.itemTitle}>{JOB_KIND_LABELS[job.kind] ?? job.kind}</p>
                  <Badge tone="red">Failed {formatDateTime(job.failedAt)}</Badge>
                </div>
                <p className={styles.muted}>{job.error}</p>
                <p className={styles.muted}>
                  {plural(job.attempts, 'attempt')}, first queued {formatDateTime(job.createdAt)}
                </p>
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Retry ${JOB_KIND_LABELS[job.kind] ?? job.kind} failed ${formatDateTime(job.failedAt)}`}
                    isDisabled={retry.isPending}
                    onPress={() => retry.mutate(job.id)}
                  >
                    Retry
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
