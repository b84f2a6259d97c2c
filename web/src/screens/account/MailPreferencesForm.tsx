import { useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  EmailPreferenceSchema,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type EmailPreference,
  type NotificationKind,
  type Role,
} from '@workbench/core';
import { Checkbox, Select, Spinner, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { FormElement } from '../../forms/FormElement.tsx';
import { boundChoice, schemaChecked } from '../../forms/schemaForm.ts';
import { accountKeys, emailPreferenceQueryOptions, saveEmailPreference } from '../../queries/account.queries.ts';
import { AccountSection, SubmitRow } from './AccountSection.tsx';
import * as styles from './account.css.ts';

const FREQUENCY_OPTIONS = EMAIL_FREQUENCIES.map((id) => ({ id, label: EMAIL_FREQUENCY_LABELS[id] }));

/**
 * The kinds of mail a person switches on and off together; a group whose kinds core does not know (yet)
 * is not offered. Assignments, tasks and review requests only ever reach staff.
 */
const GROUPS: { kinds: readonly string[]; label?: string; staffOnly?: boolean }[] = [
  { kinds: ['status', 'decision'], label: 'Status changes and decisions' },
  { kinds: ['message'] },
  { kinds: ['quote'] },
  { kinds: ['claim'] },
  { kinds: ['assignment'], staffOnly: true },
  { kinds: ['task'], staffOnly: true },
  { kinds: ['review'], staffOnly: true },
];

interface Group {
  kinds: NotificationKind[];
  label: string;
}

function groupsFor(role: Role): Group[] {
  return GROUPS.filter((group) => role !== 'customer' || !group.staffOnly).flatMap((group) => {
    const kinds = NOTIFICATION_KINDS.filter((kind) => group.kinds.includes(kind));
    return kinds.length === 0 ? [] : [{ kinds, label: group.label ?? NOTIFICATION_KIND_LABELS[kinds[0]!] }];
  });
}

const withKinds = (muted: NotificationKind[], kinds: NotificationKind[], mailed: boolean) =>
  mailed ? muted.filter((kind) => !kinds.includes(kind)) : [...new Set([...muted, ...kinds])];

/** How often notifications are mailed (core's choices) and which kinds are; kept by GET/PUT /api/notifications/preferences. */
export function MailPreferencesForm({ role }: { role: Role }) {
  const query = useQuery(emailPreferenceQueryOptions());
  useErrorToast(query, 'Failed to load your e-mail settings');
  return (
    <AccountSection
      id="mail-title"
      title="E-mail notifications"
      description="What we e-mail you about, and how often. Everything still shows in the app."
    >
      {query.data ? (
        <PreferenceFields saved={{ email: query.data.email, muted: query.data.muted ?? [] }} groups={groupsFor(role)} />
      ) : query.isPending ? (
        <Spinner label="Loading your e-mail settings" showLabel />
      ) : (
        <p className={styles.muted}>Your e-mail settings could not be loaded. Reload the page to try again.</p>
      )}
    </AccountSection>
  );
}

function PreferenceFields({ saved, groups }: { saved: EmailPreference; groups: Group[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const save = useMutation({ mutationFn: saveEmailPreference });
  const form = useForm({
    defaultValues: saved,
    ...schemaChecked(EmailPreferenceSchema),
    onSubmit: async ({ value }) => {
      try {
        const stored = await save.mutateAsync(v.parse(EmailPreferenceSchema, value) as EmailPreference);
        const preference = { email: stored.email, muted: stored.muted ?? value.muted };
        queryClient.setQueryData(accountKeys.emailPreference, preference);
        form.reset(preference);
        toast({ variant: 'success', title: 'E-mail settings saved', description: EMAIL_FREQUENCY_LABELS[preference.email] });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'E-mail settings not saved',
          description: errorMessage(error, 'Your choice could not be saved'),
        });
      }
    },
  });
  const off = useStore(form.store, (state) => state.values.email === 'off');

  return (
    <FormElement form={form} className={styles.form}>
      <form.Field name="email">{(field) => <Select label="How often" items={FREQUENCY_OPTIONS} {...boundChoice(field)} />}</form.Field>
      <form.Field name="muted">
        {(field) => (
          <fieldset className={styles.kinds}>
            <legend className={styles.kindsLegend}>E-mail me about</legend>
            {off ? <p className={styles.muted}>Nothing is mailed while How often is Never.</p> : null}
            {groups.map((group) => (
              <Checkbox
                key={group.label}
                isDisabled={off}
                isSelected={group.kinds.every((kind) => !field.state.value.includes(kind))}
                onChange={(mailed) => field.handleChange(withKinds(field.state.value, group.kinds, mailed))}
              >
                {group.label}
              </Checkbox>
            ))}
          </fieldset>
        )}
      </form.Field>
      <SubmitRow label="Save e-mail settings" pendingLabel="Saving..." isPending={save.isPending} />
    </FormElement>
  );
}
