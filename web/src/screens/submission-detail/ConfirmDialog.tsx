import type { ReactNode } from 'react';
import { Button, Dialog } from '@workbench/ui-kit';

/** A question before a step that is not easily taken back: Cancel, or the step itself by name. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
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
          <Button onPress={onConfirm}>{confirmLabel}</Button>
        </>
      }
    />
  );
}
