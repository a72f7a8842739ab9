import { localeOf } from '../i18n/site-paths.ts';
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import { i18n } from '../i18n/i18n.ts';
import { Toasts } from '../components/toast/toast.tsx';

/** A query client: failed calls are not retried blindly and never shown (spec part 1 §8). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/**
 * Server state, translations and the toasts (spec part 1 §9) for the whole site (docs/architecture.md §10).
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AriaLocale>
          {children}
          <Toasts />
        </AriaLocale>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Dates and numbers of the widgets follow the site language; English is British (dd/mm/yyyy). */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const locale = localeOf(current.language);
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
