import { GUESS_SOURCE_LABELS, guessLines, type IntakeExtraction } from '@workbench/core';
import { Badge } from '@workbench/ui-kit';
import { formatDate } from '../../format.ts';
import * as styles from './IntakeQueue.css.ts';

/**
 * What the intake guessed from a mail, each line a guess with who made it (rule or local model) and the
 * words it rests on: never shown as a fact, for the broker to confirm or correct.
 */
export function GuessedFromEmail({ extraction }: { extraction: IntakeExtraction }) {
  const lines = guessLines(extraction, formatDate);
  if (lines.length === 0) return <span>Nothing guessed from the subject or body</span>;
  return (
    <ul className={styles.guesses} aria-label="Guessed from the e-mail">
      {lines.map((line) => (
        <li key={line.field} className={styles.guess}>
          <span>
            <span className={styles.guessLabel}>{line.label}:</span> {line.value}
          </span>
          <Badge tone={line.source === 'model' ? 'purple' : 'neutral'} size="sm">
            Guess · {GUESS_SOURCE_LABELS[line.source]}
          </Badge>
          <span className={styles.guessBasis}>{line.basis}</span>
        </li>
      ))}
    </ul>
  );
}
