import { useQuery } from '@tanstack/react-query';
import type { CustomerSubmission, Proposal } from '@workbench/core';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Link, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import { formatDate, formatMoney } from '../../../format.ts';
import { placementCalls, proposalsQueryOptions, usePlacementMutation } from '../../../queries/placement.queries.ts';
import { documentDownloadUrl } from '../../../queries/submission-detail.queries.ts';
import * as styles from './CustomerProposals.css.ts';

const optionName = (index: number) => `Option ${String.fromCharCode(65 + index)}`;

/**
 * The broker's proposal in the portal: each option's carrier, cost, limits and conditions, the PDF, and a
 * button to choose one; once chosen, which one and that the broker binds it next.
 */
function ProposalCard({ submission, proposal }: { submission: CustomerSubmission; proposal: Proposal }) {
  const { toast } = useToast();
  const choose = usePlacementMutation(submission.id, (quoteId: string) => placementCalls.choose(submission.id, proposal.id, quoteId));
  const chosen = proposal.options.find((o) => o.quoteId === proposal.chosenQuoteId);
  const pick = async (quoteId: string, name: string) => {
    try {
      await choose.mutateAsync(quoteId);
      toast({ title: `${name} chosen`, description: 'Your broker will bind it and let you know.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not chosen', description: errorMessage(error, 'Could not choose the option') });
    }
  };
  return (
    <Card as="section" aria-labelledby={`proposal-${proposal.id}`}>
      <CardHeader actions={<Link href={documentDownloadUrl(proposal.documentId)}>Proposal PDF</Link>}>
        <CardTitle level={2} id={`proposal-${proposal.id}`}>
          Your insurance options
        </CardTitle>
      </CardHeader>
      <CardContent>
        {proposal.message ? <p>{proposal.message}</p> : null}
        {chosen ? (
          <Alert variant="success" title={`You chose ${chosen.carrier}`}>
            {proposal.status === 'bound' ? 'It is bound: see your policies.' : 'Your broker binds it next and lets you know.'}
          </Alert>
        ) : null}
        <div className={styles.options}>
          {proposal.options.map((option, i) => (
            <section key={option.quoteId} aria-label={`${optionName(i)}: ${option.carrier}`} className={styles.option}>
              <h3 className={styles.optionTitle}>
                {optionName(i)}: {option.carrier}
              </h3>
              <p className={styles.total}>{formatMoney(option.total)} a year</p>
              <p className={styles.small}>
                Premium {formatMoney(option.premium)}, taxes {formatMoney(option.taxes)}, fees {formatMoney(option.fees)}
                {option.validUntil ? `; valid until ${formatDate(option.validUntil)}` : ''}
              </p>
              {option.terms.length ? (
                <ul className={styles.terms}>
                  {option.terms.map((t) => (
                    <li key={t.coverage}>
                      {t.coverage}: limit {t.limit === null ? '—' : formatMoney(t.limit)}, deductible{' '}
                      {t.deductible === null ? '—' : formatMoney(t.deductible)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {option.subjectivities.length ? <p className={styles.small}>Subject to: {option.subjectivities.join('; ')}</p> : null}
              {proposal.status === 'shared' ? (
                <Button
                  className={styles.choose}
                  onPress={() => pick(option.quoteId, optionName(i))}
                  isPending={choose.isPending && choose.variables === option.quoteId}
                >
                  Choose {optionName(i)}
                </Button>
              ) : null}
            </section>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

export function CustomerProposals({ submission }: { submission: CustomerSubmission }) {
  const proposals = useQuery(proposalsQueryOptions(submission.id));
  const current = proposals.data?.[0];
  return current ? <ProposalCard submission={submission} proposal={current} /> : null;
}
