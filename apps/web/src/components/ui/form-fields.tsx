import { forwardRef, type ComponentProps } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { NAME_MAX_LENGTH } from '@alpine/contract/light';
import { TextField } from './text-field.tsx';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

/**
 * An e-mail input: a TextField of type email, filled by the browser from the visitor's address
 * (autocomplete "email" unless the caller names another, as the login's "username"). No length
 * bound of its own: the forms the API bounds pass EMAIL_MAX_LENGTH as `maxLength`.
 */
export const EmailField = forwardRef<HTMLInputElement, FieldProps>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" {...props} />;
});

/**
 * A password input: a TextField of type password. `autoComplete` says which one it is to password
 * managers: "new-password" (the default: a password being chosen) or "current-password".
 */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField(props, ref) {
  return <TextField ref={ref} type="password" autoComplete="new-password" {...props} />;
});

/**
 * A first or last name input (`part` "given" or "family", the browser's autocomplete name), at
 * most NAME_MAX_LENGTH characters: the API's bound on each name (packages/contract).
 */
export const NameField = forwardRef<HTMLInputElement, FieldProps & { part: 'given' | 'family' }>(
  function NameField({ part, ...props }, ref) {
    return <TextField ref={ref} autoComplete={`${part}-name`} maxLength={NAME_MAX_LENGTH} {...props} />;
  },
);

/**
 * The props of one field of a react-hook-form form for a TextField: the field registered so that
 * editing it clears its message, and `error` its message, through `say` (the booking flow's
 * translation of the domain's messages) when given. Read while rendering (formState's errors).
 */
export function fieldPropsOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'clearErrors' | 'formState'>,
  say: (message: string | undefined) => string | undefined = (message) => message,
) {
  return (name: Path<T>) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: say((get(form.formState.errors, name) as { message?: string } | undefined)?.message),
  });
}
