import { useState } from 'react';
import * as v from 'valibot';
import { LoginSchema } from '@workbench/core';
import { Button, TextField } from '@workbench/ui-kit';
import { schemaValidator } from './fieldErrors.ts';
import * as styles from './forms.css.ts';

export type LoginValues = v.InferOutput<typeof LoginSchema>;

const checkLogin = schemaValidator(LoginSchema);

interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<unknown>;
  isPending: boolean;
  /** The server's refusal, shown in red under the form. */
  error?: string;
}

/**
 * Username and password, validated with the same schema the server uses. Unlike the app's other forms it
 * keeps its two values in React state rather than in TanStack Form: the sign-in page is the first thing every
 * user loads, and the form library would be the largest single file it fetches. The rule is the same: no
 * message until the first submit, then each message follows the value as it is typed.
 */
export function LoginForm({ onSubmit, isPending, error }: LoginFormProps) {
  const [values, setValues] = useState({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? checkLogin({ value: values })?.fields : undefined;
  const change = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <form
      noValidate
      aria-label="Login"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (checkLogin({ value: values })) return;
        void onSubmit(v.parse(LoginSchema, values));
      }}
    >
      <TextField
        label="Username"
        name="username"
        validationBehavior="aria"
        autoComplete="username"
        value={values.username}
        onChange={change('username')}
        errorMessage={errors?.username}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        validationBehavior="aria"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        errorMessage={errors?.password}
      />
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
