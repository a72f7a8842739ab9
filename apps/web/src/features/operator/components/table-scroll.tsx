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

/**
 * A console table in its TableScroll frame: `caption` names the table and the frame, `columns` are
 * the column headings (th scope="col", in order), `children` the body's rows.
 */
export function OperatorTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <TableScroll label={caption}>
      <table className="operator-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
