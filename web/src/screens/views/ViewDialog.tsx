import { useQueryClient } from '@tanstack/react-query';
import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { NewViewSchema, type SavedView, type ViewSearch } from '@workbench/core';
import { Checkbox, TextField, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { bound, schemaChecked } from '../../forms/schemaForm.ts';
import { reportKeys, viewCalls } from '../../queries/reports.queries.ts';
import * as styles from './views.css.ts';

/** A view's name and whether the team sees it, checked as the server checks them (core's NewViewSchema). */
const ViewFormSchema = v.object({ name: NewViewSchema.entries.name, shared: v.boolean() });

/**
 * Saves the submissions list's search as a view (`search` given), or renames and shares one (`view` given,
 * its owner's). Closing it any way forgets what was typed.
 */
export function ViewDialog({
  isOpen,
  onClose,
  search,
  view,
  onSaved,
}: {
  isOpen: boolean;
  onClose: () => void;
  search?: ViewSearch;
  view?: SavedView;
  onSaved?: (view: SavedView) => void;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const form = useForm({
    defaultValues: { name: view?.name ?? '', shared: view?.shared ?? false },
    ...schemaChecked(ViewFormSchema),
    onSubmit: async ({ value }) => {
      const { name, shared } = v.parse(ViewFormSchema, value);
      try {
        const saved = view
          ? await viewCalls.change(view.id, { name, shared })
          : await viewCalls.save({ name, shared, search: search ?? {} });
        toast({
          title: view ? 'View updated' : 'View saved',
          description: shared ? `${saved.name}, shared with the team.` : `${saved.name}, private to you.`,
        });
        void queryClient.invalidateQueries({ queryKey: reportKeys.views });
        void queryClient.invalidateQueries({ queryKey: reportKeys.workspace });
        form.reset();
        onClose();
        onSaved?.(saved);
      } catch (error) {
        toast({
          variant: 'destructive',
          title: view ? 'View not updated' : 'View not saved',
          description: errorMessage(error, 'Failed to save the view'),
        });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title={view ? 'Edit view' : 'Save view'}
      description={
        view
          ? 'Rename the view, or choose whether the team sees it.'
          : 'Keep these filters and this sort under a name, to open them again from Views.'
      }
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      submitLabel={view ? 'Save changes' : 'Save view'}
      pendingLabel="Saving..."
      isSubmitting={submitting}
      className={styles.form}
    >
      <form.Field name="name">{(field) => <TextField label="Name" isRequired {...bound(field)} />}</form.Field>
      <form.Field name="shared">
        {(field) => (
          <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
            Share with the team
          </Checkbox>
        )}
      </form.Field>
    </FormDialog>
  );
}
