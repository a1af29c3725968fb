import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { withPersistentQuery } from './persistentQuery.ts';

/** `navigate(to)` that keeps `lang` and `theme`, for navigations that follow an action. */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => void navigate(withPersistentQuery(to, search), options),
    [navigate, search],
  );
}
