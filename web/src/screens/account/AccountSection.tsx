import type { ReactNode } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@workbench/ui-kit';
import type { RefusedFields } from '../../forms/fieldErrors.ts';
import { refusedFieldError } from '../../forms/fieldErrors.ts';
import { bound } from '../../forms/schemaForm.ts';
import * as styles from './account.css.ts';

/** One part of the profile or settings page: a card that is a region named by its heading. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} level={2}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Binds a text input to its field (`bound`), with the server's refusal of the field as its message while
 * the field still holds the refused value and the form's own checks have nothing to say.
 */
export function boundOrRefused(field: Parameters<typeof bound<string>>[0], refused: RefusedFields | undefined, name: string) {
  const props = bound(field);
  return { ...props, errorMessage: props.errorMessage ?? refusedFieldError(refused, name, field.state.value) };
}

/** A form's submit button at its end, showing `pendingLabel` while the form's request runs. */
export function SubmitRow({ label, pendingLabel, isPending }: { label: string; pendingLabel: string; isPending: boolean }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
        {label}
      </Button>
    </div>
  );
}
