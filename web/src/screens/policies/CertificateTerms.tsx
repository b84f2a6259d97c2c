import type { FunctionComponent, ReactNode } from 'react';
import type { AnyFieldApi } from '@tanstack/react-form';
import { Checkbox, TextArea } from '@workbench/ui-kit';
import { bound } from '../../forms/schemaForm.ts';
import * as styles from '../claims/claims.css.ts';

/** The terms a certificate is asked with, as a form of either holder list or request names them. */
type TermName = 'additionalInsured' | 'waiverOfSubrogation' | 'wording';

/** What these fields need of their TanStack form: its fields by name (the form's own values hold the three). */
interface TermsForm {
  Field: (props: { name: TermName; children: (field: AnyFieldApi) => ReactNode }) => ReturnType<FunctionComponent>;
}

/**
 * A certificate's terms: additional insured, waiver of subrogation and any special wording. A holder on
 * the client's list and a customer's request ask for them with the same fields and words.
 */
export function CertificateTermsFields({ form, errorOf }: { form: TermsForm; errorOf: (field: AnyFieldApi) => string | undefined }) {
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
