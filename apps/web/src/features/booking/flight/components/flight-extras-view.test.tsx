import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingFlightRoute } from '../../../../app/routes/booking/booking-flight.tsx';
import { makeJourney, makeState } from '../../../../test/booking-fixtures.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderRoute, seen } from '../../../../test/render.tsx';

function renderFlight(journey = makeJourney()) {
  window.localStorage.setItem('flightState', JSON.stringify(makeState(journey)));
  mockApi();
  return renderRoute(<BookingFlightRoute />, { path: '/booking-flight' });
}

describe('flight and extras', () => {
  it('refuses a flight number breaking the rule with the spec message, and clears it once one is accepted (spec part 2 §5)', async () => {
    renderFlight();
    const out = screen.getByLabelText('Outbound Flight Number');
    await userEvent.type(out, 'EZS12345');
    expect(out).toHaveValue('EZS1234');
    expect(
      screen.getByText('Only letters, numbers and special characters (max 7 characters)'),
    ).toBeInTheDocument();
    await userEvent.clear(out);
    await userEvent.type(out, 'LX1');
    expect(screen.queryByText(/Only letters, numbers/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Return Flight Number')).toBeInTheDocument();
  });

  it("a flight number pasted in lower case with a space ('ezs 1234') reads as EZS1234, not as an error (ADR 017)", async () => {
    renderFlight();
    const out = screen.getByLabelText('Outbound Flight Number');
    await userEvent.click(out);
    await userEvent.paste('ezs 1234');
    expect(out).toHaveValue('EZS1234');
    expect(screen.queryByText(/Only letters, numbers/)).not.toBeInTheDocument();
  });

  it("is titled 'Flexi Fare' in mode 3 and hides the flight numbers and the flexi offer (spec part 2 §2.3)", () => {
    renderFlight(makeJourney({ modeID: 3 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Flexi Fare' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Outbound Flight Number')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Flexi ticket' })).not.toBeInTheDocument();
  });

  it('disables pets, rear- and front-facing seats unless private, and counts down to 0 at least (spec part 2 §2.3)', async () => {
    renderFlight();
    expect(screen.getByRole('heading', { level: 1, name: 'Flight & Extras' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add one: Pets' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one: Rear-facing seats' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one: Front-facing seats' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one: Ski bags' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add one: Booster seats' }));
    expect(screen.getByLabelText('Booster seats: 1')).toBeInTheDocument();
  });

  it('enables pets and seats for a private transfer, without the flexi offer (spec part 2 §2.3)', () => {
    renderFlight(makeJourney({ product: 'private_standard' }));
    expect(screen.getByRole('button', { name: 'Add one: Pets' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add one: Rear-facing seats' })).toBeEnabled();
    expect(screen.queryByRole('radiogroup', { name: 'Flexi ticket' })).not.toBeInTheDocument();
  });

  it("opens the 'Important' dialog once when nothing is chosen: 'Stay Here' closes it, then Next Step proceeds (spec part 2 §2.3, §4)", async () => {
    renderFlight();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Important' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay Here' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-address'));
  });

  it('goes straight on with extras chosen, merging them into info (spec part 2 §4)', async () => {
    renderFlight();
    await userEvent.click(screen.getByRole('button', { name: 'Add one: Ski bags' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes, add Flexi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-address'));
    expect(seen.state).toMatchObject({ info: { ski: 1, flexi: 1 } });
    expect(JSON.parse(window.localStorage.getItem('addressState') ?? '{}')).toMatchObject({
      info: { ski: 1 },
    });
  });

  it('a refresh restores the extras from flightValues (spec part 2 §3)', () => {
    window.localStorage.setItem('flightValues', JSON.stringify({ ski: 3, bike: 1 }));
    renderFlight();
    expect(screen.getByLabelText('Ski bags: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Bikes: 1')).toBeInTheDocument();
  });

  it('the bike tooltip gives the maximum box size, one tooltip at a time (spec part 2 §2.3)', async () => {
    renderFlight();
    await userEvent.click(screen.getByRole('button', { name: 'About Bikes' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('maximum box size of 147 x 36 x 85 cm');
    await userEvent.click(screen.getByRole('button', { name: 'About Ski bags' }));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('ski');
  });

  it('spec part 2 §5 extras steppers: 5 bikes is suggested, not enforced; past it a note says the operator confirms', async () => {
    renderFlight();
    const add = screen.getByRole('button', { name: 'Add one: Bikes' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(add);
    expect(screen.getByLabelText('Bikes: 5')).toBeInTheDocument();
    expect(screen.queryByText(/confirmed by the operator/)).not.toBeInTheDocument();
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(screen.getByLabelText('Bikes: 6')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Bikes' })).getByRole('status')).toHaveTextContent(
      'More than 5: large quantities are confirmed by the operator.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove one: Bikes' }));
    expect(screen.queryByText(/confirmed by the operator/)).not.toBeInTheDocument();
  });
});
