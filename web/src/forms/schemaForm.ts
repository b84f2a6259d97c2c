import type { AnyFormApi, ValidationLogicFn } from '@tanstack/react-form';
import type * as v from 'valibot';
import { firstError, schemaValidator } from './fieldErrors.ts';

/**
 * Runs the form's `onDynamic` validator on every change, blur and submit, so each field's errors always
 * speak of its current value: a message goes as soon as the value is right.
 */
const onEveryEvent: ValidationLogicFn = ({ validators, event, form, runValidation }) =>
  runValidation({
    form,
    validators:
      event.type === 'mount' || event.type === 'server'
        ? []
        : [{ fn: event.async ? validators?.onDynamicAsync : validators?.onDynamic, cause: 'dynamic' }],
  });

/** What a field counts as for `firstInvalidField`: the roots react-aria marks invalid, and what takes focus in them. */
const INVALID = '[data-invalid]';
const FOCUSABLE = 'input:not([type=hidden]), textarea, button, [role=spinbutton]';

/** The first field of the form (in page order) that shows a message, at what takes focus in it. */
function firstInvalidField(form: HTMLElement | null): HTMLElement | undefined {
  const field = form?.querySelector(INVALID);
  // A select's native stand-in is hidden from everyone; its trigger button is what a person uses.
  return [...(field?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find((el) => !el.closest('[aria-hidden="true"]'));
}

/** A refused submit: every field shows its message, and focus goes to the first field that has one. */
function showRefusal(formApi: AnyFormApi) {
  for (const name of Object.keys(formApi.fieldInfo)) formApi.setFieldMeta(name, (meta) => ({ ...meta, isBlurred: true }));
  // The messages are on the page after React has drawn them.
  requestAnimationFrame(() => firstInvalidField(document.getElementById(formApi.formId))?.focus());
}

/**
 * The options of a form checked with a core schema (the one the server checks the same input with). The
 * schema runs on every change, blur and submit; a field shows its message once the person has left it or
 * tried to submit (`shownError`), and a refused submit moves focus to the first field with a message. The
 * `<form>` element takes `id={form.formId}`, so a submit button outside it (a dialog's footer) can name it.
 */
export function schemaChecked(schema: v.GenericSchema) {
  return {
    validationLogic: onEveryEvent,
    validators: { onDynamic: schemaValidator(schema) },
    onSubmitInvalid: ({ formApi }: { formApi: AnyFormApi }) => showRefusal(formApi),
  };
}

interface FieldMeta {
  state: { meta: { isBlurred: boolean; errors: readonly unknown[] } };
}

interface FieldState<T> extends FieldMeta {
  state: FieldMeta['state'] & { value: T };
  handleChange: (value: T) => void;
  handleBlur: () => void;
}

/** A field's message, once the person has left the field or tried to submit; none while they first type. */
export const shownError = (field: FieldMeta) => (field.state.meta.isBlurred ? firstError(field.state.meta.errors) : undefined);

interface Leaving {
  target: EventTarget | null;
  relatedTarget: EventTarget | null;
}

/**
 * Leaving a field for a button outside its form (a dialog's Save or Cancel) does not show the field's
 * message yet: that button decides (a refused save shows every message), and a message appearing as the
 * pointer goes down would move the button from under it, so the press would miss.
 */
function leftForAction({ target, relatedTarget }: Leaving): boolean {
  const form = target instanceof Element ? target.closest('form') : null;
  return relatedTarget instanceof HTMLButtonElement && form !== null && !form.contains(relatedTarget);
}

/** What an input takes from its field: the value, change and blur, and the message it shows. */
export interface Bound<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: (event: Leaving) => void;
  errorMessage: string | undefined;
}

/** Binds an input (TextField, TextArea, ...) to a TanStack field: `<TextField {...bound(field)} />`. */
export function bound<T>(field: FieldState<T>): Bound<T> {
  return {
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: (event) => {
      if (!leftForAction(event)) field.handleBlur();
    },
    errorMessage: shownError(field),
  };
}

/** Binds a Select whose options are the field's text values: `<Select label=… items=… {...boundChoice(field)} />`. */
export function boundChoice<T extends string>(field: FieldState<T>) {
  return {
    selectedKey: field.state.value,
    onSelectionChange: (key: unknown) => field.handleChange(String(key) as T),
    errorMessage: shownError(field),
  };
}
