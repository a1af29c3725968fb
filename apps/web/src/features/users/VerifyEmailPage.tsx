import { ResponseCode } from '@limelight/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { answerMessage } from '../../lib/i18n/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { verifyEmail } from './emailVerificationApi.ts';
import { userKeys } from './userQueries.ts';

/**
 * `/verify-email?code=…` (public: the mailed link may be opened signed out or on another device): presents
 * the link's code once and says whether the address is now verified.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const code = useSearchParams()[0].get('code')?.trim() ?? '';
  const queryClient = useQueryClient();
  // A query, not an effect: it is sent once per code however often the page renders or mounts.
  const verification = useQuery({
    queryKey: ['emailVerification', code],
    queryFn: () => verifyEmail(code),
    enabled: code !== '',
    retry: false,
    staleTime: Infinity,
  });
  const isVerified = verification.data?.code === ResponseCode.Success;

  useEffect(() => {
    if (isVerified) void queryClient.invalidateQueries({ queryKey: userKeys.own() });
  }, [isVerified, queryClient]);

  const home = (
    <Button asChild variant="secondary">
      <AppLink to="/">{t('emailVerification.goHome')}</AppLink>
    </Button>
  );
  const body = (() => {
    if (code === '') {
      return (
        <EmptyState
          headingLevel="h1"
          icon={<CircleAlert className="size-6" />}
          title={t('emailVerification.failedTitle')}
          description={t('emailVerification.missingCode')}
          action={home}
        />
      );
    }
    if (verification.isPending) return <LoadingState label={t('emailVerification.verifying')} />;
    if (verification.data?.code === ResponseCode.Success) {
      return (
        <EmptyState
          headingLevel="h1"
          icon={<CircleCheck className="size-6" />}
          title={t('emailVerification.verifiedTitle')}
          description={t('emailVerification.verifiedDescription', { email: verification.data.data.email })}
          action={home}
        />
      );
    }
    return (
      <EmptyState
        headingLevel="h1"
        icon={<CircleAlert className="size-6" />}
        title={t('emailVerification.failedTitle')}
        description={verification.data ? answerMessage(verification.data, t) : t('messages.genericError')}
        action={home}
      />
    );
  })();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <title>{t('app.documentTitle', { page: t('emailVerification.pageTitle') })}</title>
      {body}
    </div>
  );
}
