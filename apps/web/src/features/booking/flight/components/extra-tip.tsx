import { useEffect, useId, useRef } from 'react';
import '../../../../components/ui/info-tip.css';

interface ExtraTipProps {
  label: string;
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * An extra's tooltip (spec part 2 §2.3): one open at a time (the parent holds which), closed by a
 * click outside, by scrolling or by Escape.
 */
export function ExtraTip({ label, text, open, onOpenChange }: ExtraTipProps) {
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) onOpenChange(false);
    };
    const close = () => onOpenChange(false);
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && onOpenChange(false);
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', close, { capture: true });
      document.removeEventListener('keydown', escape);
    };
  }, [open, onOpenChange]);
  return (
    <span className="extra-tip" ref={ref}>
      <button
        type="button"
        className="info-tip__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <span aria-hidden="true">i</span>
      </button>
      {open && (
        <span id={id} role="tooltip" className="extra-tip__bubble">
          {text}
        </span>
      )}
    </span>
  );
}
