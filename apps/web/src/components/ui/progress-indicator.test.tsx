import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { useStepTrail } from '../../lib/use-step-trail.ts';
import { ProgressIndicator } from './progress-indicator.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** A frame that records the trail too: the bar records each entry once however often it is asked. */
function Frame() {
  useStepTrail();
  return <Outlet />;
}

const STEPS = ['/booking', '/booking-personal', '/booking-flight', '/booking-address', '/booking-payment'];

/** The five steps in en, fr and es, each showing its name and the progress header on that step. */
function stepRouter(initialEntries: string[]) {
  const children = ['', '/fr', '/es'].flatMap((prefix) =>
    STEPS.map((path, index) => ({
      path: `${prefix}${path}`,
      element: (
        <>
          <p>page {`${prefix}${path}`}</p>
          <ProgressIndicator current={(index + 1) as 1 | 2 | 3 | 4 | 5} />
        </>
      ),
    })),
  );
  const router = createMemoryRouter([{ element: <Frame />, children }], { initialEntries });
  render(<RouterProvider router={router} />);
  return router;
}

const progress = () => within(screen.getByRole('navigation'));

describe('progress indicator', () => {
  it('clicking an earlier step goes back by the step difference (spec part 1 §2.6)', async () => {
    const router = createMemoryRouter(
      [
        { path: '/a', element: <p>search</p> },
        { path: '/b', element: <p>personal</p> },
        { path: '/c', element: <p>flight</p> },
        { path: '/d', element: <ProgressIndicator current={4} /> },
      ],
      { initialEntries: ['/a', '/b', '/c', '/d'], initialIndex: 3 },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Address').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: /Payment/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Transfers/ }));
    expect(await screen.findByText('search')).toBeInTheDocument();
  });

  it("where the history holds the site's own steps, a step goes back in it by the step difference (spec part 1 §2.6)", async () => {
    const router = stepRouter(['/booking?from=1&to=10']);
    for (const path of STEPS.slice(1)) await act(() => router.navigate(path));
    await userEvent.click(progress().getByRole('button', { name: /Contact Details/ }));
    expect(await screen.findByText('page /booking-personal')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('a payment page opened in a new tab (no history) reaches every earlier step through its route, in its language (ADR 017 row 11)', async () => {
    const names = {
      '': ['Transfers', 'Contact Details', 'Flight & Extras', 'Address'],
      '/fr': ['Transferts', 'Coordonnées', 'Vol et options', 'Adresse'],
      '/es': ['Traslados', 'Datos de contacto', 'Vuelo y extras', 'Dirección'],
    } as const;
    for (const [prefix, labels] of Object.entries(names)) {
      await i18n.changeLanguage(prefix.slice(1) || 'en');
      for (const [index, label] of labels.entries()) {
        window.sessionStorage.clear();
        const router = stepRouter([`${prefix}/booking-payment`]);
        await userEvent.click(progress().getByRole('button', { name: new RegExp(label) }));
        expect(await screen.findByText(`page ${prefix}${STEPS[index]}`)).toBeInTheDocument();
        expect(router.state.historyAction).toBe('PUSH');
        cleanup();
      }
    }
  });

  it('after a language switch on the way, a step opens its route in the new language instead of going back to the old one (ADR 017 row 11)', async () => {
    const router = stepRouter(['/booking?from=1&to=10']);
    for (const path of ['/booking-personal', '/booking-flight', '/fr/booking-flight', '/fr/booking-address'])
      await act(() => router.navigate(path));
    await i18n.changeLanguage('fr');
    // one step back is still the French flight step: history
    await userEvent.click(progress().getByRole('button', { name: /Vol et options/ }));
    expect(await screen.findByText('page /fr/booking-flight')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    // two steps back would be the English flight step: the French contact step's route instead
    await userEvent.click(progress().getByRole('button', { name: /Transferts/ }));
    expect(await screen.findByText('page /fr/booking')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=1&to=10');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it("a quote awaiting review (statusID 1) names the fifth step 'Request', not 'Payment Completed', in en, fr and es (spec part 1 §2.6, ADR 017 row 12)", async () => {
    for (const [language, request, payment] of [
      ['en', 'Request', 'Payment'],
      ['fr', 'Demande', 'Paiement'],
      ['es', 'Solicitud', 'Pago'],
    ] as const) {
      await i18n.changeLanguage(language);
      const router = createMemoryRouter([
        {
          path: '/',
          element: (
            <>
              <ProgressIndicator current={2} statusID={1} />
              <ProgressIndicator current={2} statusID={2} />
            </>
          ),
        },
      ]);
      render(<RouterProvider router={router} />);
      const [review, paid] = screen.getAllByRole('navigation');
      expect(within(review!).getAllByRole('listitem')[4]).toHaveTextContent(request);
      expect(within(paid!).getAllByRole('listitem')[4]).toHaveTextContent(payment);
      expect(
        screen.queryByText(/Payment Completed|Paiement effectué|Pago completado/),
      ).not.toBeInTheDocument();
      cleanup();
    }
  });
});
