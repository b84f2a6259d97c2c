import { Button, EditIcon, TrashIcon } from '@workbench/ui-kit';
import * as styles from './parties.css.ts';

/**
 * One entry of a client's list (a contact, a prior carrier): its title and details, and, where the list may be
 * changed, buttons to edit and remove it named after the entry for screen readers.
 */
export function EditableItem({
  title,
  meta,
  name,
  onEdit,
  onRemove,
}: {
  title: string;
  meta: string;
  /** The entry as the buttons name it: 'Edit Dana Reyes'. */
  name: string;
  /** Left out when the list cannot be changed (a client merged into another). */
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  return (
    <li className={styles.listItem}>
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>{title}</span>
        <span className={styles.itemMeta}>{meta}</span>
      </span>
      {onEdit && onRemove ? (
        <span className={styles.itemActions}>
          <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onPress={onEdit}>
            <EditIcon />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onPress={onRemove}>
            <TrashIcon />
          </Button>
        </span>
      ) : null}
    </li>
  );
}
