import { useQuery } from '@tanstack/react-query';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { ownProfileQuery } from './userQueries.ts';

/** The signed-in member's own profile (GET /api/user/v1/getProfile); idle for guests and visitors. */
export function useOwnProfile() {
  const memberId = useSessionStore((state) => (isMember(state.session) ? state.session.userId : undefined));
  return useQuery({ ...ownProfileQuery(memberId ?? ''), enabled: memberId !== undefined });
}
