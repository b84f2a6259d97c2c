import { useForm, revalidateLogic } from '@tanstack/react-form';
import * as v from 'valibot';
import { ROLES, RegisterSchema, type Role } from '@workbench/core';
import { Alert, Button, Select, TextField } from '@workbench/ui-kit';
import { roleLabel } from '../format.ts';
import type { InvitationState } from '../queries/auth.queries.ts';
import { firstError, refusedFieldError, type RefusedFields } from './fieldErrors.ts';
import * as styles from './forms.css.ts';

/** What registration sends: the schema's fields, plus the token of the invitation that brought the person here. */
export type RegisterValues = v.InferOutput<typeof RegisterSchema> & { invitation?: string };

export const ROLE_OPTIONS: { id: Role; label: string }[] = ROLES.map((id) => ({ id, label: roleLabel(id) }));

/** The fields the form shows a message under; the invitation's message shows in its notice. */
const FIELDS = ['username', 'password', 'fullName', 'email', 'companyName', 'phone', 'invitation'] as const;

interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => Promise<unknown>;
  isPending: boolean;
  error?: string;
  /** Fields the server refused, each shown under its field while it holds the refused value. */
  refused?: RefusedFields;
  /** The invitation token from the link a broker mailed; it makes this a customer registration. */
  invitation?: string;
  /** Goes on without the invitation (after the server refused it). */
  onDropInvitation?: () => void;
  /** What the invitation holds, looked up as the page opened: the form starts with what it knows of the person. */
  invited?: InvitationState;
  /** Goes to the sign-in form (for someone whose invitation was used: most likely by themselves). */
  onSignIn?: () => void;
}

/**
 * Self-registration; the role starts as customer. Someone who came through an invitation registers as a
 * customer with the address it was sent to, which confirms that address at once.
 */
export function RegisterForm({ onSubmit, isPending, error, refused, invitation, onDropInvitation, invited, onSignIn }: RegisterFormProps) {
  const known = invited?.state === 'open' ? invited : undefined;
  const closed = invited && invited.state !== 'open' ? invited : undefined;
  const form = useForm({
    defaultValues: {
      username: '',
      password: '',
      fullName: known?.fullName ?? '',
      email: known?.email ?? '',
      role: 'customer',
      companyName: known?.companyName ?? '',
      phone: '',
    } as v.InferInput<typeof RegisterSchema>,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: RegisterSchema },
    onSubmit: ({ value }) => {
      const values = v.parse(RegisterSchema, value);
      return onSubmit(invitation ? { ...values, role: 'customer', invitation } : values);
    },
  });

  const text = (
    name: Exclude<(typeof FIELDS)[number], 'invitation'>,
    label: string,
    extra: { type?: string; autoComplete?: string; description?: string } = {},
  ) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          name={field.name}
          validationBehavior="aria"
          type={extra.type}
          autoComplete={extra.autoComplete}
          description={extra.description}
          value={field.state.value ?? ''}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          errorMessage={firstError(field.state.meta.errors) ?? refusedFieldError(refused, name, field.state.value)}
        />
      )}
    </form.Field>
  );
  const invitationError = invitation ? refusedFieldError(refused, 'invitation', invitation) : undefined;
  // A refusal the fields already show is not repeated under the form (the toast still says it).
  const shownOnFields = !!refused?.issues.length && refused.issues.every((i) => (FIELDS as readonly string[]).includes(i.path));

  return (
    <form
      noValidate
      aria-label="Register"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {invitation && closed && !invitationError ? (
        <Alert variant="destructive" title={closed.message}>
          <span className={styles.alertBody}>
            <span>
              {closed.state === 'used'
                ? 'If you registered with it, sign in with the account you made. '
                : 'Ask your broker for a new invitation. '}
              You can also register without it: we will then mail you a link to confirm your e-mail address.
            </span>
            {onSignIn ? (
              <Button size="sm" onPress={onSignIn}>
                Sign In
              </Button>
            ) : null}
            {onDropInvitation ? (
              <Button variant="outline" size="sm" onPress={onDropInvitation}>
                Register without it
              </Button>
            ) : null}
          </span>
        </Alert>
      ) : invitation && invitationError ? (
        <Alert variant="destructive" title={invitationError}>
          <span className={styles.alertBody}>
            <span>You can still register: we will then mail you a link to confirm your e-mail address.</span>
            {onDropInvitation ? (
              <Button variant="outline" size="sm" onPress={onDropInvitation}>
                Register without it
              </Button>
            ) : null}
          </span>
        </Alert>
      ) : invitation ? (
        <Alert variant="info" live="none" title="You were invited to the customer portal">
          Register with the e-mail address the invitation was sent to, and your account is confirmed at once.
        </Alert>
      ) : null}
      {text('fullName', 'Full Name', { autoComplete: 'name' })}
      {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
      <div className={styles.row}>
        {text('username', 'Username', { autoComplete: 'username' })}
        {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
      </div>
      {/* An invitation is to the customer portal: there is no role to choose. */}
      {invitation ? null : (
        <form.Field name="role">
          {(field) => (
            <Select
              label="Role"
              items={ROLE_OPTIONS}
              selectedKey={field.state.value}
              onSelectionChange={(key: unknown) => field.handleChange(key as Role)}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
      )}
      <div className={styles.row}>
        {text('companyName', 'Company Name (optional)', { autoComplete: 'organization' })}
        {text('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
      </div>
      <Button type="submit" fullWidth isPending={isPending} pendingLabel="Creating Account...">
        Create Account
      </Button>
      {error && !shownOnFields ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
