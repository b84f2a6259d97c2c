import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, type DialogProps } from 'react-aria-components';
import { XIcon } from '../../icons/Icon.tsx';
import { Button } from '../Button/Button.tsx';
import { cx } from '../../styles/cx.ts';
import * as styles from './SidePanel.css.ts';

export interface SidePanelProps extends Omit<DialogProps, 'children'> {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, next to the built-in Close (e.g. Edit). */
  actions?: ReactNode;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Label of the footer close button ('Close'); set null to hide it. */
  closeLabel?: string | null;
}

/** A drawer from the right edge for a row's details: modal, Escape or Close closes it. */
export function SidePanel({ title, description, children, actions, isOpen, onOpenChange, closeLabel = 'Close', ...props }: SidePanelProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.backdrop}>
      <Modal className={styles.modal}>
        <Dialog {...props} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={cx(styles.header, styles.panelHeader)}>
                <div>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description ? <p className={styles.description}>{description}</p> : null}
                </div>
                <Button variant="ghost" size="icon" aria-label="Close panel" onPress={close}>
                  <XIcon />
                </Button>
              </div>
              <div className={styles.body}>{children}</div>
              {actions || closeLabel ? (
                <div className={cx(styles.footer, styles.panelFooter)}>
                  {actions}
                  {closeLabel ? (
                    <Button variant="outline" onPress={close}>
                      {closeLabel}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface DetailListProps {
  items: Array<{ label: string; value: ReactNode }>;
  /** Shown for null, undefined or empty values ('Not available'). */
  fallback?: ReactNode;
}

/** Label/value pairs for a details panel. */
export function DetailList({ items, fallback = 'Not available' }: DetailListProps) {
  return (
    <dl className={styles.details}>
      {items.map(({ label, value }) => (
        <div key={label} className={styles.detailRow}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.definition}>{value == null || value === '' ? fallback : value}</dd>
        </div>
      ))}
    </dl>
  );
}
