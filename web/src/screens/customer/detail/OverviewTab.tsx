import { customerDecision, customerNextSteps, type CustomerSubmission } from '@workbench/core';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle } from '@workbench/ui-kit';
import { CustomerStatusBadge } from '../../../components/badges.tsx';
import { formatDate, productLabel } from '../../../format.ts';
import type { ScheduleDraft } from './scheduleDraft.ts';
import * as styles from './SubmissionDetail.css.ts';

interface OverviewTabProps {
  submission: CustomerSubmission;
  draft: ScheduleDraft;
  canSubmit: boolean;
  isSubmitting: boolean;
  onSubmitForReview: () => void;
}

/**
 * Submission Details and Next Steps. The steps are what the customer can supply (their schedules, unsaved
 * rows included), never what only staff set; once the submission is sent for review there are none, and
 * once it is decided the decision says why and what comes next.
 */
export function OverviewTab({ submission, draft, canSubmit, isSubmitting, onSubmitForReview }: OverviewTabProps) {
  const snapshot = { ...submission, properties: draft.properties, vehicles: draft.vehicles };
  const missing = customerNextSteps(snapshot);
  const missingKeys = new Set(missing.map((m) => m.key));
  const propertiesDone = canSubmit && draft.properties.length > 0 && !missingKeys.has('properties') && !missingKeys.has('propertyDetails');
  const vehiclesDone = canSubmit && draft.vehicles.length > 0 && !missingKeys.has('vehicles') && !missingKeys.has('vehicleDetails');
  const decided = customerDecision(submission);

  const details: [string, React.ReactNode][] = [
    ['Product Type', submission.productType || productLabel(submission.product)],
    ['Status', <CustomerStatusBadge key="status" status={submission.status} />],
    ['Created On', formatDate(submission.createdAt)],
    ['Due Date', formatDate(submission.dueDate)],
    ['Properties', draft.properties.length],
    ['Vehicles', draft.vehicles.length],
    ['Documents', submission.documents?.length ?? 0],
  ];

  return (
    <div className={styles.overview}>
      <Card as="section" aria-labelledby="details-title">
        <CardHeader>
          <CardTitle level={2} id="details-title">
            Submission Details
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className={styles.details}>
            {details.map(([term, value]) => (
              <div key={term} className={styles.detail}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="next-steps-title">
        <CardHeader>
          <CardTitle level={2} id="next-steps-title">
            Next Steps
          </CardTitle>
        </CardHeader>
        <CardContent className={styles.steps}>
          {missing.map((item) => (
            <Alert key={item.key} variant="warning" live="none">
              {item.message}
            </Alert>
          ))}
          {propertiesDone ? (
            <Alert variant="success" live="none">
              Property information is complete
            </Alert>
          ) : null}
          {vehiclesDone ? (
            <Alert variant="success" live="none">
              Vehicle information is complete
            </Alert>
          ) : null}
          {canSubmit ? (
            <Button onPress={onSubmitForReview} isPending={isSubmitting} pendingLabel="Submitting...">
              Submit for Underwriting Review
            </Button>
          ) : (
            <Alert variant="info" live="none">
              This submission is {submission.status === 'in_review' ? 'with underwriting for review' : 'no longer open for changes'}.
            </Alert>
          )}
          {decided ? (
            <Alert
              variant={decided.decision === 'approved' ? 'success' : 'warning'}
              live="none"
              aria-label="Decision"
              title={decided.decision === 'approved' ? 'Your submission was approved' : 'Your submission was not accepted'}
            >
              {decided.reason ? (
                <p className={styles.decisionReason}>
                  <span className={styles.term}>Reason: </span>
                  {decided.reason}
                </p>
              ) : null}
              <p className={styles.decisionReason}>
                <span className={styles.term}>Next step: </span>
                {decided.nextStep}
              </p>
            </Alert>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
