import { NavLink, useLocation, type NavLinkProps } from 'react-router';
import { withPersistentQuery } from './persistentQuery.ts';

interface AppLinkProps extends Omit<NavLinkProps, 'to'> {
  to: string;
}

/** An in-app link that keeps `lang` and `theme`; marks itself `aria-current="page"` when active. */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const { search } = useLocation();
  return <NavLink to={withPersistentQuery(to, search)} {...rest} />;
}
