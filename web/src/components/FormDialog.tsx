import type { ReactNode } from 'react';
import { Button, Dialog } from '@workbench/ui-kit';
import { FormElement } from '../forms/FormElement.tsx';

interface DialogForm {
  formId: string;
  handleSubmit: () => Promise<unknown>;
  reset: () => void;
}

/**
 * A dialog around a TanStack form: its fields, Cancel, and the submit button in the footer (naming the form
 * by its id). Closing it any way (Cancel, Escape, outside) forgets what was typed. `otherAction` stands before
 * Cancel, for a second way out that does not submit the form (clearing what is set instead).
 */
export function FormDialog({
  title,
  description,
  isOpen,
  onClose,
  form,
  submitLabel,
  pendingLabel,
  isSubmitting,
  isSubmitDisabled,
  otherAction,
  className,
  children,
}: {
  title: string;
  description?: string;
  isOpen: boolean;
  onClose: () => void;
  form: DialogForm;
  submitLabel: string;
  pendingLabel: string;
  isSubmitting: boolean;
  /** The submit button waits for something the form cannot check itself (a choice made, a day set). */
  isSubmitDisabled?: boolean;
  otherAction?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const actions = (
    <>
      {otherAction}
      <Button variant="outline" slot="close">
        Cancel
      </Button>
      <Button type="submit" form={form.formId} isDisabled={isSubmitDisabled} isPending={isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <Dialog
      title={title}
      description={description}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        form.reset();
        onClose();
      }}
      footer={actions}
    >
      <FormElement form={form} className={className}>
        {children}
      </FormElement>
    </Dialog>
  );
}
