/** A visible message of the spec's error catalogue (part 1 §8), announced to screen readers. */
export function AlertMessage({
  children,
  tone = 'warning',
}: {
  children: string;
  tone?: 'warning' | 'error';
}) {
  return (
    <p className={`alert-message alert-message--${tone}`} role="alert">
      {children}
    </p>
  );
}
