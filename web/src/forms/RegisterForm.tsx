import { useForm, revalidateLogic } from '@tanstack/react-form';
import * as v from 'valibot';
import { RegisterSchema, type Role } from '@workbench/core';
import { Button, Select, TextField } from '@workbench/ui-kit';
import { firstError } from './fieldErrors.ts';
import * as styles from './forms.css.ts';

export type RegisterValues = v.InferOutput<typeof RegisterSchema>;

export const ROLE_OPTIONS: { id: Role; label: string }[] = [
  { id: 'customer', label: 'Customer' },
  { id: 'broker', label: 'Broker' },
  { id: 'broker_manager', label: 'Broker Manager' },
  { id: 'insurer', label: 'Insurer' },
];

interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => Promise<unknown>;
  isPending: boolean;
  error?: string;
}

/** Self-registration (spec section 5); the role starts as customer. */
export function RegisterForm({ onSubmit, isPending, error }: RegisterFormProps) {
  const form = useForm({
    defaultValues: {
      username: '',
      password: '',
      fullName: '',
      email: '',
      role: 'customer',
      companyName: '',
      phone: '',
    } as v.InferInput<typeof RegisterSchema>,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: RegisterSchema },
    onSubmit: ({ value }) => onSubmit(v.parse(RegisterSchema, value)),
  });

  const text = (
    name: 'username' | 'password' | 'fullName' | 'email' | 'companyName' | 'phone',
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
          errorMessage={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );

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
      {text('fullName', 'Full Name', { autoComplete: 'name' })}
      {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
      <div className={styles.row}>
        {text('username', 'Username', { autoComplete: 'username' })}
        {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
      </div>
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
      <div className={styles.row}>
        {text('companyName', 'Company Name (optional)', { autoComplete: 'organization' })}
        {text('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
      </div>
      <Button type="submit" fullWidth isPending={isPending} pendingLabel="Creating Account...">
        Create Account
      </Button>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
