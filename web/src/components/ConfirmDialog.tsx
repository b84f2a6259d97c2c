import type { ReactNode } from 'react';
import { Button, Dialog } from '@workbench/ui-kit';

/**
 * A question before a step that is not easily taken back: Cancel, or the step itself by name. A step that
 * takes something away from someone (refusing or deactivating an account) is `destructive` and looks it.
 * While the step runs (`isPending`) its button shows `pendingLabel` and takes no second press.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  isOpen,
  onOpenChange,
  onConfirm,
  destructive = false,
  isPending = false,
  pendingLabel,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  destructive?: boolean;
  isPending?: boolean;
  pendingLabel?: string;
}) {
  return (
    <Dialog
      title={title}
      description={description}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : undefined} onPress={onConfirm} isPending={isPending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
