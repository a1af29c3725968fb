import { Navigate, useLocation } from 'react-router';
import { withPersistentQuery } from './persistentQuery.ts';

interface AppNavigateProps {
  to: string;
}

/** Replaces the current address with `to`, keeping `lang` and `theme` (a redirect rendered by a page). */
export function AppNavigate({ to }: AppNavigateProps) {
  const { search } = useLocation();
  return <Navigate to={withPersistentQuery(to, search)} replace />;
}
