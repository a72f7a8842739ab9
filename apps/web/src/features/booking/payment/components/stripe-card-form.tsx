import { useImperativeHandle, type Ref } from 'react';
// the pure entry adds Stripe.js's script only when loadStripe is called, not on import
// (docs/architecture.md §5)
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
import { errorOutcome, type CardConfirmer, type CardOutcome } from '../card-outcome.ts';
import { isLanguage } from '../../../../i18n/site-paths.ts';

const loaded = new Map<string, Promise<Stripe | null>>();

/** loadStripe once per publishable key (Stripe's own advice: outside of render). */
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

function CardEntry({ ref }: { ref: Ref<CardConfirmer> }) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(ref, () => ({
    check: () => stripe !== null && elements !== null,
    confirm: async ({ client_secret }): Promise<CardOutcome> => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return errorOutcome(null);
      // without redirect unless the card requires it (spec part 2 §7)
      const result = await stripe.confirmCardPayment(client_secret, { payment_method: { card } });
      if (result.error) return errorOutcome(result.error);
      return result.paymentIntent?.status === 'succeeded' ? { ok: true } : errorOutcome(null);
    },
  }));
  return (
    <div className="field__control stripe-card">
      <CardElement
        options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#14212b' } } }}
      />
    </div>
  );
}

/**
 * Stripe Elements' card entry when the server has Stripe keys (docs/architecture.md §10, §4). Loaded as its
 * own chunk by the payment view only when Stripe is the configured gateway (docs/architecture.md §5). Its
 * placeholders and card errors are in the page's language (Elements' `locale`; docs/architecture.md §6), not
 * the browser's; `key` remakes Elements when the language changes, as Elements reads it once.
 */
export function StripeCardForm({ publishableKey, ref }: { publishableKey: string; ref: Ref<CardConfirmer> }) {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Elements key={locale} stripe={stripeFor(publishableKey)} options={{ locale }}>
      <CardEntry ref={ref} />
    </Elements>
  );
}
