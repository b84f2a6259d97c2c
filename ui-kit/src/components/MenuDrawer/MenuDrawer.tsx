import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { MenuIcon } from '../../icons/Icon.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './MenuDrawer.css.ts';

export interface MenuDrawerProps {
  /** Names the opening button and the drawer ('Menu'). */
  label?: string;
  /** What the drawer holds: usually the navigation, with its labels. */
  children: ReactNode;
  /** Controlled open state: close it when the page changes. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A menu button that opens a drawer from the start edge: where a screen is too narrow for a labelled
 * sidebar, the navigation lives here, labels and all. Escape, a tap outside or the page changing closes it.
 */
export function MenuDrawer({ label = 'Menu', children, isOpen, onOpenChange }: MenuDrawerProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button variant="ghost" size="icon" aria-label={label}>
        <MenuIcon />
      </Button>
      <ModalOverlay isDismissable className={styles.backdrop}>
        <Modal className={styles.drawer}>
          <Dialog aria-label={label} className={styles.dialog}>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
