import type { ReactNode } from 'react';

/**
 * The frame of a console table that may be wider than the screen (ADR 019: the console is
 * also used on a driver's 375 px phone): the table scrolls sideways inside it, the page never does.
 * A focusable region named `label` (the table's caption, a string), so a keyboard can scroll it too
 * (WCAG 2.1.1), as the fares table does (features/content). operator.css prints it whole.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="operator-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
