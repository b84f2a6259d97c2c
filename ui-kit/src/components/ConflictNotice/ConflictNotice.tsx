import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './ConflictNotice.css.ts';

/** One field both people changed: its label, what the other person saved and what this person typed. */
export interface ConflictField {
  label: string;
  theirs: ReactNode;
  mine: ReactNode;
}

export interface ConflictNoticeProps {
  /** What happened, e.g. "Changed by someone else since you opened it". */
  message: string;
  /** The fields whose saved value differs from the one typed; none when both are the same. */
  fields: ConflictField[];
  onApplyMine: () => void;
  onKeepTheirs: () => void;
  /** While "Apply my change again" is being sent. */
  isApplying?: boolean;
}

/**
 * A save refused because someone else saved the same record first: both versions side by side, field by
 * field, with a choice between sending this person's values again over the new version and keeping theirs.
 */
export function ConflictNotice({ message, fields, onApplyMine, onKeepTheirs, isApplying = false }: ConflictNoticeProps) {
  return (
    <Alert variant="warning" live="alert" title={message}>
      {fields.length === 0 ? (
        <p className={styles.note}>What you typed is what they saved.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Saved by them</th>
              <th scope="col">Your change</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.label}>
                <th scope="row">{field.label}</th>
                <td>{field.theirs}</td>
                <td>{field.mine}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* Below both versions rather than beside them: a drawer has no width to spare for three columns and two buttons. */}
      <div className={styles.choices}>
        <Button size="sm" variant="outline" onPress={onKeepTheirs} isDisabled={isApplying}>
          Keep theirs
        </Button>
        <Button size="sm" onPress={onApplyMine} isPending={isApplying} pendingLabel="Applying...">
          Apply my change again
        </Button>
      </div>
    </Alert>
  );
}
