import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingPersonalRoute } from '../../../../app/routes/booking/booking-personal.tsx';
import { makeJourney } from '../../../../test/booking-fixtures.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { renderRoute, seen } from '../../../../test/render.tsx';

function renderPersonal() {
  window.localStorage.setItem('infoState', JSON.stringify(makeJourney()));
  return renderRoute(<BookingPersonalRoute />, { path: '/booking-personal' });
}

async function fill(values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (text) await userEvent.type(input, text);
  }
}

describe('personal information', () => {
  it("shows 'Required' under every empty field and clears each message when its field is edited (spec part 2 §5)", async () => {
    mockApi();
    renderPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findAllByText('Required')).toHaveLength(5);
    await userEvent.type(screen.getByLabelText('First Name'), 'A');
    expect(screen.getAllByText('Required')).toHaveLength(4);
  });

  it('shows the spec messages for short names, a bad e-mail, a mismatch and a short phone (spec part 2 §5)', async () => {
    mockApi();
    renderPersonal();
    await fill({
      'First Name': 'A',
      'Last Name': 'B',
      'Email Address': 'ada@example',
      'Confirm Email Address': 'other@example.com',
      'Phone Number': '12345',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Invalid first name')).toBeInTheDocument();
    expect(screen.getByText('Invalid last name')).toBeInTheDocument();
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Email address is not matched.')).toBeInTheDocument();
    expect(screen.getByText('Invalid Mobile')).toBeInTheDocument();
  });

  it('names stop at the API bound of 80 characters and e-mails at 254, so a long paste never meets a raw API refusal', async () => {
    mockApi();
    renderPersonal();
    const first = screen.getByLabelText('First Name');
    await userEvent.click(first);
    await userEvent.paste('Ä'.repeat(120));
    expect(first).toHaveValue('Ä'.repeat(80));
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('maxLength', '80');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText('Confirm Email Address')).toHaveAttribute('maxLength', '254');
  });

  it('the phone input keeps digits only, at most 11, leading zeros removed (spec part 2 §2.2, §5)', async () => {
    mockApi();
    renderPersonal();
    await userEvent.type(screen.getByLabelText('Phone Number'), '00a7900 1234567890');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('79001234567');
  });

  it("a number pasted with its dial code ('+41 79 123 45 67') chooses Switzerland and keeps the national number: the dial code is never doubled", async () => {
    mockApi();
    renderPersonal();
    await userEvent.click(screen.getByLabelText('Phone Number'));
    await userEvent.paste('+41\u00a079 123 45 67');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('791234567');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('Switzerland (+41)');
  });

  it('full-width digits count, and digits past the 11th are not dropped silently (spec part 2 §2.2)', async () => {
    mockApi();
    renderPersonal();
    await userEvent.click(screen.getByLabelText('Phone Number'));
    await userEvent.paste('０７９ １２３ ４５ ６７');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('791234567');
    expect(screen.queryByText(/first 11 digits/)).toBeNull();
    await userEvent.clear(screen.getByLabelText('Phone Number'));
    await userEvent.paste('7900 1234 5678 9');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('79001234567');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only the first 11 digits were kept: please check the number.',
    );
  });

  it('the dial code defaults to United Kingdom +44 (spec part 2 §2.2)', async () => {
    mockApi();
    renderPersonal();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('United Kingdom (+44)');
  });

  it('the dial codes filter as you type, and text that matches no country says so (spec part 2 §2.2)', async () => {
    mockApi();
    renderPersonal();
    const code = screen.getByRole('combobox', { name: 'Country code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'Switz');
    expect(await screen.findByRole('option', { name: 'Switzerland (+41)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'United Kingdom (+44)' })).not.toBeInTheDocument();
    await userEvent.type(code, 'xyz');
    expect(await screen.findByText('No matching country')).toBeInTheDocument();
  });

  it('on HTTP 400 looks the customer up by e-mail and moves on to /booking-flight (spec part 2 §8)', async () => {
    const bodies: unknown[] = [];
    mockApi({
      handle: (url, init) => {
        if (url === '/api/v1/customers' && init?.method === 'POST') {
          bodies.push(JSON.parse(String(init.body)));
          return json({ error: 'customer_exists', error_description: 'exists' }, 400);
        }
        if (url.startsWith('/api/v1/customers?email=')) return json({ data: [{ customerID: 42 }] });
        return undefined;
      },
    });
    renderPersonal();
    await fill({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      'Email Address': 'ada@example.com',
      'Confirm Email Address': 'ada@example.com',
      'Phone Number': '07900123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-flight'));
    expect(bodies[0]).toEqual({
      brandID: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '+447900123456',
    });
    expect(seen.state).toMatchObject({ customerId: 42, info: { customer_id: 42, mobile: '+447900123456' } });
    expect(JSON.parse(window.localStorage.getItem('flightState') ?? '{}')).toMatchObject({ customerId: 42 });
  });
});
