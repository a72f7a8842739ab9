import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';

/**
 * The page of an e-mailed single-use link (ADR 007 verification; ADR 008 'Add your bookings'):
 * opens `token` once with `open`, says it is working, then `done(data)` or the server's sentence
 * (else the server's 'This link is invalid or has expired.', in the page's language); `actions` below either way.
 */
export function LinkActionView<T>(props: {
  title: string;
  token: string;
  queryKey: string;
  open: (token: string) => Promise<ApiResult<T>>;
  done: (data: T) => string;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = props;
  const query = useQuery({
    queryKey: [props.queryKey, token],
    queryFn: () => props.open(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
  const result = query.data;
  return (
    <section className="account-card">
      <h1>{props.title}</h1>
      {token && query.isPending && <p role="status">{t('account.verify.pending')}</p>}
      {result?.ok && (
        <p className="alert-message alert-message--ok" role="status">
          {props.done(result.data)}
        </p>
      )}
      {(!token || (result && !result.ok)) && (
        <AlertMessage tone="error">
          {(result && !result.ok && result.error?.error_description) || t('account.verify.failed')}
        </AlertMessage>
      )}
      <div className="account-actions">{props.actions}</div>
    </section>
  );
}
