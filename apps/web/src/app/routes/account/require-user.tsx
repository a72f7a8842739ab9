import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { useUserSession } from '../../../lib/use-user-session.ts';

/** The account pages need a signed-in customer; without a user session they go to the login screen. */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useUserSession();
  const localized = useLocalizedPath();
  if (!session) return <Navigate to={localized('/my-account/login')} replace />;
  return children;
}
