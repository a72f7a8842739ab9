import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPublicConfig } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * The operator's name, phone and e-mail from GET /api/v1/config (OPERATOR_*; ADR 015), or
 * undefined while loading and while a pre-rendered page hydrates: the build-time HTML has no
 * configuration, so the first client render must not show it either even when the early call
 * (main.tsx warmApiSession) has already answered (useHydrated; a mismatch was React error #418 on
 * every page showing the contact details).
 */
export function useOperator() {
  const hydrated = useHydrated();
  const operator = useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity })
    .data?.operator;
  return hydrated ? operator : undefined;
}

/** 'tel:' address of a written phone number: its digits and a leading '+' ('+41 22 555 01 00' -> 'tel:+41225550100'). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/**
 * The operator's phone and e-mail as tel: and mailto: links (ADR 015 `<!-- operator-contact -->`),
 * from the server's configuration; its two lines keep their height while loading (no layout shift).
 */
export function OperatorContact() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <dl className="operator-contact" aria-busy={!operator}>
      <div>
        <dt>{t('content.operator.phone')}</dt>
        <dd>{operator ? <a href={telHref(operator.phone)}>{operator.phone}</a> : '\u00a0'}</dd>
      </div>
      <div>
        <dt>{t('content.operator.email')}</dt>
        <dd>{operator ? <a href={`mailto:${operator.email}`}>{operator.email}</a> : '\u00a0'}</dd>
      </div>
    </dl>
  );
}
