import { useForm, revalidateLogic } from '@tanstack/react-form';
import * as v from 'valibot';
import { LoginSchema } from '@workbench/core';
import { Button, TextField } from '@workbench/ui-kit';
import { firstError } from './fieldErrors.ts';
import * as styles from './forms.css.ts';

export type LoginValues = v.InferOutput<typeof LoginSchema>;

interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<unknown>;
  isPending: boolean;
  /** The server's refusal, shown in red under the form. */
  error?: string;
}

/** Username and password, validated with the same schema the server uses. */
export function LoginForm({ onSubmit, isPending, error }: LoginFormProps) {
  const form = useForm({
    defaultValues: { username: '', password: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: LoginSchema },
    onSubmit: ({ value }) => onSubmit(v.parse(LoginSchema, value)),
  });

  return (
    <form
      noValidate
      aria-label="Login"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="username">
        {(field) => (
          <TextField
            label="Username"
            name={field.name}
            validationBehavior="aria"
            autoComplete="username"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            errorMessage={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            label="Password"
            type="password"
            name={field.name}
            validationBehavior="aria"
            autoComplete="current-password"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            errorMessage={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <Button type="submit" fullWidth isPending={isPending} pendingLabel="Logging in...">
        Login
      </Button>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
