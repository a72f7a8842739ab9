import { useRef, useState } from 'react';

/**
 * The state of a form checked in the browser before it is sent (spec part 2 §4: each error under
 * its field; the contact and group request forms): `values` as typed (from `initial`), `errors`
 * (catalogue keys a field, from `validate`), `failure` (why the last send failed, F: a catalogue
 * key or the server's sentence) and `fields` (the controls, for focus). `change(field)(value)`
 * writes a field and clears its error and the failure; `check()` validates all, shows the errors,
 * focuses the first wrong field in `order` and returns false, or clears the failure and returns
 * true (the form may be sent).
 */
export function useCheckedForm<V extends { [K in keyof V]: string }, F>(
  initial: V | (() => V),
  order: (keyof V)[],
  validate: (values: V) => Partial<Record<keyof V, string>>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [failure, setFailure] = useState<F | null>(null);
  const fields = useRef<Partial<Record<keyof V, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: keyof V) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };
  const check = (): boolean => {
    const found = validate(values);
    setErrors(found);
    const first = order.find((f) => found[f]);
    if (first) {
      fields.current[first]?.focus();
      return false;
    }
    setFailure(null);
    return true;
  };
  return { values, setValues, errors, failure, setFailure, fields, change, check };
}
