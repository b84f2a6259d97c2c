import type { ReactNode } from 'react';

/**
 * The `<form>` element of a TanStack form: submitting it (Enter in a field, a submit button) runs the form's
 * checks and its onSubmit. It carries the form's id, so a submit button outside it, in a dialog's footer,
 * names it: `<Button type="submit" form={form.formId}>`.
 */
export function FormElement({
  form,
  className,
  children,
}: {
  form: { formId: string; handleSubmit: () => Promise<unknown> };
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      id={form.formId}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
    </form>
  );
}
