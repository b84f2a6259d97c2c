import type { FunctionComponent, ReactNode } from 'react';
import type { AnyFieldApi } from '@tanstack/react-form';
import { Checkbox, TextArea, TextField } from '@workbench/ui-kit';
import * as formStyles from '../../forms/forms.css.ts';
import { bound } from '../../forms/schemaForm.ts';
import * as styles from '../claims/claims.css.ts';

/** The terms a certificate is asked with, as a form of either holder list or request names them. */
type TermName = 'additionalInsured' | 'waiverOfSubrogation' | 'wording';

/** What these fields need of their TanStack form: its fields by name (the form's own values hold them). */
interface FieldsOf<Name extends string> {
  Field: (props: { name: Name; children: (field: AnyFieldApi) => ReactNode }) => ReturnType<FunctionComponent>;
}

type ErrorOf = (field: AnyFieldApi) => string | undefined;

/**
 * A certificate holder's name and address, side by side: the fields of a holder added to the client's list
 * (`name`, `address`) or of a new holder on a customer's request (`holderName`, `holderAddress`).
 */
export function CertificateHolderFields<Name extends string, Address extends string>({
  form,
  names,
  errorOf,
}: {
  form: FieldsOf<Name | Address>;
  names: { name: Name; address: Address };
  errorOf: ErrorOf;
}) {
  return (
    <div className={formStyles.row}>
      <form.Field name={names.name}>
        {(field) => <TextField label="Holder name" isRequired validationBehavior="aria" {...bound(field)} errorMessage={errorOf(field)} />}
      </form.Field>
      <form.Field name={names.address}>
        {(field) => (
          <TextField label="Holder address" isRequired validationBehavior="aria" {...bound(field)} errorMessage={errorOf(field)} />
        )}
      </form.Field>
    </div>
  );
}

/**
 * A certificate's terms: additional insured, waiver of subrogation and any special wording. A holder on
 * the client's list and a customer's request ask for them with the same fields and words.
 */
export function CertificateTermsFields({ form, errorOf }: { form: FieldsOf<TermName>; errorOf: ErrorOf }) {
  return (
    <>
      <div className={styles.actions}>
        <form.Field name="additionalInsured">
          {(field) => (
            <Checkbox isSelected={!!field.state.value} onChange={field.handleChange}>
              Additional insured
            </Checkbox>
          )}
        </form.Field>
        <form.Field name="waiverOfSubrogation">
          {(field) => (
            <Checkbox isSelected={!!field.state.value} onChange={field.handleChange}>
              Waiver of subrogation
            </Checkbox>
          )}
        </form.Field>
      </div>
      <form.Field name="wording">
        {(field) => (
          <TextArea
            label="Special wording (optional)"
            rows={2}
            validationBehavior="aria"
            {...bound(field)}
            value={field.state.value ?? ''}
            errorMessage={errorOf(field)}
          />
        )}
      </form.Field>
    </>
  );
}
