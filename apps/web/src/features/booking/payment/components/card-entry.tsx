import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import type { CardConfirmer } from '../card-outcome.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';

// Stripe Elements and Stripe.js load only when the site's config names Stripe (ADR 006).
const StripeCardForm = lazy(() =>
  import('./stripe-card-form.tsx').then((m) => ({ default: m.StripeCardForm })),
);

/**
 * The card entry of the site's gateway (spec part 2 §2.6; GET /api/v1/config names it): Stripe
 * Elements when the config names Stripe with a publishable key, else the sandbox's own card form;
 * 'Loading' until the config is known. `ref` receives the form's CardConfirmer (check, confirm).
 * Used by the Payment step and by the page a pay link opens.
 */
export function CardEntry({ ref }: { ref: Ref<CardConfirmer> }) {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  if (config.data?.paymentGateway === 'stripe' && config.data.stripePublishableKey) {
    return (
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <StripeCardForm ref={ref} publishableKey={config.data.stripePublishableKey} />
      </Suspense>
    );
  }
  return config.data ? <SandboxCardForm ref={ref} /> : <p role="status">{t('common.loading')}</p>;
}
