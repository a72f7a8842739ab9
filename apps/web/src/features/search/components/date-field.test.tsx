import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render.tsx';
import { DateField } from './date-field.tsx';

describe('date field', () => {
  it('dates before the minimum are disabled (spec part 1 §5: return minimum = outbound date)', async () => {
    renderRoute(
      <DateField label="Return date" value="2030-03-20" minValue="2030-03-15" onChange={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Open calendar for Return date/ }));
    const grid = await screen.findByRole('grid');
    const cell = (day: string) =>
      within(grid)
        .getAllByRole('button')
        .find((b) => b.textContent === day)!;
    expect(cell('14')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('15')).not.toHaveAttribute('aria-disabled');
    expect(cell('20').closest('[role=gridcell]')).toHaveAttribute('aria-selected', 'true');
  });

  it('choosing a day reports it as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    renderRoute(
      <DateField label="Outbound date" value="2030-03-20" minValue="2030-03-01" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Open calendar for Outbound date/ }));
    const grid = await screen.findByRole('grid');
    await userEvent.click(
      within(grid)
        .getAllByRole('button')
        .find((b) => b.textContent === '22')!,
    );
    expect(onChange).toHaveBeenCalledWith('2030-03-22');
  });
});
