import { useQuery } from '@tanstack/react-query';
import { Alert } from '@workbench/ui-kit';
import { draftIntakeQueryOptions } from '../../queries/intake.queries.ts';
import { GuessedFromEmail } from './GuessedFromEmail.tsx';

/**
 * On a draft the e-mail intake opened: what was guessed from the mail, marked as guesses, so the broker
 * confirms or corrects the transaction type, coverages and due date rather than taking them as given.
 */
export function EmailDraftGuesses({ submissionRef }: { submissionRef: string }) {
  const query = useQuery(draftIntakeQueryOptions(submissionRef));
  const item = query.data;
  if (!item) return null;
  return (
    <Alert title="Guessed from the e-mail">
      <p>
        The draft was started from "{item.subject}". These are guesses, not facts: confirm or correct each before you move the draft on.
      </p>
      <GuessedFromEmail extraction={item.extraction} />
    </Alert>
  );
}
