import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ProfilePatchSchema, normaliseEmail, type Profile, type User } from '@workbench/core';
import { TextField, useToast } from '@workbench/ui-kit';
import { ApiError, errorMessage, fieldIssues } from '../../api/client.ts';
import { EditConflict, useVersionedSave } from '../../components/EditConflict.tsx';
import { FormElement } from '../../forms/FormElement.tsx';
import type { RefusedFields } from '../../forms/fieldErrors.ts';
import { schemaChecked } from '../../forms/schemaForm.ts';
import { roleLabel } from '../../format.ts';
import { accountKeys, updateProfile } from '../../queries/account.queries.ts';
import { currentUserKey } from '../../queries/auth.queries.ts';
import { Facts } from '../access/StatusCard.tsx';
import { AccountSection, SubmitRow, boundOrRefused } from './AccountSection.tsx';
import * as styles from './account.css.ts';

type Values = { fullName: string; email: string; companyName: string; phone: string };

const valuesOf = (user: User): Values => ({
  fullName: user.fullName,
  email: user.email,
  companyName: user.companyName ?? '',
  phone: user.phone ?? '',
});

/** The fields the server refused, each under its field while it holds the refused value; a taken address under E-mail. */
function refusalOf(error: unknown, values: Values): RefusedFields {
  if (error instanceof ApiError && error.status === 409) {
    return { values, issues: [{ path: 'email', message: errorMessage(error, 'This address is taken') }] };
  }
  return { values, issues: fieldIssues(error) };
}

/**
 * The signed-in person's own details, checked with core's profile schema. A customer changes name, e-mail,
 * company and phone; a new address is unproven until the link mailed to it is opened, which the form says
 * before and after. Staff change their name and phone; their address is shown, not edited.
 */
const PROFILE_LABELS: Record<keyof Values, string> = { fullName: 'Full Name', email: 'Email', companyName: 'Company Name', phone: 'Phone' };

/**
 * `version` is the profile's as read (the profile page has it): the save goes over it, and a save from a tab
 * opened before another tab's is refused with both versions shown. Without it (the settings page) no check.
 */
export function ProfileForm({ user, version }: { user: User; version?: number }) {
  const isCustomer = user.role === 'customer';
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<RefusedFields>();
  const show = (profile: Profile) => {
    queryClient.setQueryData(accountKeys.profile, profile);
    queryClient.setQueryData(currentUserKey, profile.user);
    form.reset(valuesOf(profile.user));
  };
  const edit = useVersionedSave<Profile, Values>(
    async (base, value) => {
      const sent = isCustomer ? value : { fullName: value.fullName, phone: value.phone };
      const profile = await updateProfile({ ...v.parse(ProfilePatchSchema, sent), ...(base.version > 0 ? { version: base.version } : {}) });
      setRefused(undefined);
      show(profile);
      const moved = normaliseEmail(profile.user.email) !== normaliseEmail(user.email) && !profile.user.emailVerified;
      toast(
        moved
          ? {
              title: 'Profile saved',
              description: `We sent a confirmation link to ${profile.user.email}. Until you open it, the portal shows none of your submissions or policies.`,
              duration: 10_000,
            }
          : { title: 'Profile saved', description: 'Your details were updated.' },
      );
    },
    (profile) => valuesOf(profile.user),
  );
  const form = useForm({
    defaultValues: valuesOf(user),
    ...schemaChecked(ProfilePatchSchema),
    onSubmit: async ({ value }) => {
      setSaving(true);
      try {
        await edit.submit({ user, clients: [], version: version ?? 0 }, value);
      } catch (error) {
        setRefused(refusalOf(error, value));
        toast({ variant: 'destructive', title: 'Profile not saved', description: errorMessage(error, 'Your details could not be saved') });
      } finally {
        setSaving(false);
      }
    },
  });

  const text = (name: keyof Values, label: string, extra: { type?: string; autoComplete?: string; description?: string } = {}) => (
    <form.Field name={name}>
      {(field) => <TextField {...boundOrRefused(field, refused, name)} label={label} name={name} validationBehavior="aria" {...extra} />}
    </form.Field>
  );

  return (
    <AccountSection
      id="profile-details-title"
      title="Your details"
      description={
        isCustomer ? 'How your broker reaches you, and the address your portal account is tied to.' : 'How colleagues and clients see you.'
      }
    >
      <FormElement form={form} className={styles.form}>
        <EditConflict edit={edit} labels={PROFILE_LABELS} onSaved={() => undefined} onKeptTheirs={show} />
        <Facts
          label="Account"
          facts={[
            ['Username', user.username],
            ['Role', roleLabel(user.role)],
            ...(isCustomer ? [] : ([['E-mail', user.email]] as [string, string][])),
          ]}
        />
        {text('fullName', 'Full Name', { autoComplete: 'name' })}
        {isCustomer
          ? text('email', 'Email', {
              type: 'email',
              autoComplete: 'email',
              description: 'A new address must be confirmed from the link we mail to it before the portal shows your work again.',
            })
          : null}
        <div className={styles.pair}>
          {isCustomer ? text('companyName', 'Company Name (optional)', { autoComplete: 'organization' }) : null}
          {text('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
        </div>
        <SubmitRow label="Save changes" pendingLabel="Saving..." isPending={saving} />
      </FormElement>
    </AccountSection>
  );
}
