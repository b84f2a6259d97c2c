import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { XIcon } from '../../icons/Icon.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './Dialog.css.ts';

export { DialogTrigger } from 'react-aria-components';

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; a button with slot="close" closes the dialog. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Hide the X button in the corner. */
  hideCloseButton?: boolean;
  /** Controlled open state (otherwise wrap in DialogTrigger with a button first). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close when clicking outside (default true). */
  isDismissable?: ModalOverlayProps['isDismissable'];
  /** `wide` for a dialog holding a table. */
  size?: 'default' | 'wide';
}

/**
 * What a person fills in, in the order it appears (a drop-down list's button among them); the dialog starts on
 * the first of these that a person sees and can tab to.
 */
const FIELDS = ['input:not([type=hidden])', 'textarea', 'select', 'button[aria-haspopup=listbox]']
  .map((f) => `${f}:not([disabled]):not([tabindex="-1"])`)
  .join(', ');

/**
 * Whether a field is one a person sees: not inside a part hidden from everyone (a drop-down list's native
 * <select> stand-in, kept for autofill) and not drawn at no size.
 */
const isShown = (field: HTMLElement) =>
  !field.closest('[aria-hidden=true], [hidden], [data-react-aria-prevent-focus]') &&
  (typeof field.checkVisibility === 'function' ? field.checkVisibility() : true);

/** Puts focus in the dialog's first field when it opens (a dialog without fields keeps the default). */
function FocusFirstField({ dialog }: { dialog: RefObject<HTMLElement | null> }) {
  // Runs before the dialog's own focus handling, which leaves focus alone once it is inside.
  useEffect(() => {
    const field = [...(dialog.current?.querySelectorAll<HTMLElement>(FIELDS) ?? [])].find(isShown);
    field?.focus();
  }, [dialog]);
  return null;
}

/** A modal dialog: it opens on its first field, focus stays inside, Escape closes, focus returns to the trigger. */
export function Dialog({
  title,
  description,
  children,
  footer,
  hideCloseButton,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size = 'default',
  ...props
}: DialogProps) {
  const ref = useRef<HTMLElement>(null);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={`${styles.backdrop} ${styles.overlay}`}
    >
      <Modal className={size === 'wide' ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <RACDialog {...props} ref={ref} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description ? <p className={styles.description}>{description}</p> : null}
                </div>
                {hideCloseButton ? null : (
                  <Button variant="ghost" size="icon" aria-label="Close" onPress={close}>
                    <XIcon />
                  </Button>
                )}
              </div>
              {children}
              <FocusFirstField dialog={ref} />
              {footer ? <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div> : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
