import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { PasswordChangeSchema, plural } from '@workbench/core';
import { TextField, useToast } from '@workbench/ui-kit';
import { errorMessage, fieldIssues } from '../../api/client.ts';
import { FormElement } from '../../forms/FormElement.tsx';
import type { RefusedFields } from '../../forms/fieldErrors.ts';
import { schemaChecked } from '../../forms/schemaForm.ts';
import { changePassword } from '../../queries/account.queries.ts';
import { AccountSection, SubmitRow, boundOrRefused } from './AccountSection.tsx';
import * as styles from './account.css.ts';

const PASSWORDS_DIFFER = 'The new passwords do not match';

/** Core's rule for a password change, and the form's own check that the new password was typed the same twice. */
const PasswordFormSchema = v.pipe(
  v.object({ ...PasswordChangeSchema.entries, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, PASSWORDS_DIFFER),
    ['confirmPassword'],
  ),
);

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the password, given the current one, under registration's rule (core's schema). A wrong current
 * password shows under that field and changes nothing; a change signs the account out everywhere else.
 */
export function PasswordForm() {
  const { toast } = useToast();
  const change = useMutation({ mutationFn: changePassword });
  const [refused, setRefused] = useState<RefusedFields>();
  const form = useForm({
    defaultValues: EMPTY,
    ...schemaChecked(PasswordFormSchema),
    onSubmit: async ({ value }) => {
      try {
        const { signedOut } = await change.mutateAsync(v.parse(PasswordChangeSchema, value));
        setRefused(undefined);
        form.reset(EMPTY);
        toast({
          variant: 'success',
          title: 'Password changed',
          description:
            signedOut > 0
              ? `You stay signed in here; ${plural(signedOut, 'other session was', 'other sessions were')} signed out.`
              : 'You stay signed in here.',
        });
      } catch (error) {
        setRefused({ values: value, issues: fieldIssues(error) });
        toast({
          variant: 'destructive',
          title: 'Password not changed',
          description: errorMessage(error, 'The password could not be changed'),
        });
      }
    },
  });

  const password = (name: keyof Values, label: string, autoComplete: string, description?: string) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          {...boundOrRefused(field, refused, name)}
          label={label}
          name={name}
          type="password"
          autoComplete={autoComplete}
          description={description}
          validationBehavior="aria"
        />
      )}
    </form.Field>
  );

  return (
    <AccountSection
      id="password-title"
      title="Password"
      description="Changing it signs you out on every other computer and phone; you stay signed in here."
    >
      <FormElement form={form} className={styles.form}>
        {password('currentPassword', 'Current Password', 'current-password')}
        <div className={styles.pair}>
          {password('newPassword', 'New Password', 'new-password', 'At least 6 characters.')}
          {password('confirmPassword', 'Confirm New Password', 'new-password')}
        </div>
        <SubmitRow label="Change password" pendingLabel="Changing..." isPending={change.isPending} />
      </FormElement>
    </AccountSection>
  );
}
