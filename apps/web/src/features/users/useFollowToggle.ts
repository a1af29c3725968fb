import type { UserProfileAnswer } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { RefusedAnswerError } from '../../lib/api/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { withFollowing } from './followStatus.ts';
import { userKeys } from './userQueries.ts';
import { setFollowing } from './usersApi.ts';

/**
 * Follow / Following on a profile (spec 000 §4). The profile shows the new relation at once; a refusal puts
 * the cached profile back as it was and says so. Afterwards every list and count about people is refetched.
 */
export function useFollowToggle(handle: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profileKey = userKeys.profile(handle);

  return useMutation({
    mutationFn: ({ userId, shouldFollow }: { userId: string; shouldFollow: boolean }) =>
      setFollowing(userId, shouldFollow),
    onMutate: async ({ shouldFollow }) => {
      await queryClient.cancelQueries({ queryKey: profileKey });
      const previous = queryClient.getQueryData<UserProfileAnswer>(profileKey);
      if (previous) queryClient.setQueryData(profileKey, withFollowing(previous, shouldFollow));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(profileKey, context.previous);
      toast.error(
        error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t('profile.followFailed'),
      );
    },
    onSuccess: ({ status, followersCount }) =>
      queryClient.setQueryData<UserProfileAnswer>(
        profileKey,
        (current) => current && { ...current, status, followersCount },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
