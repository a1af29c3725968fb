import { ResponseCode, type Envelope, type RetryAfter } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { resendVerification, verifyEmail } from './emailVerificationApi.ts';
import { userKeys } from './userQueries.ts';

interface EmailVerificationPanelProps {
  email: string;
  isVerified: boolean;
}

/** A countdown in whole seconds, started with the wait the server named and ticking once a second. */
function useCountdown(): readonly [secondsLeft: number, start: (seconds: number) => void] {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const endsAtMs = useRef(0);
  const isCounting = secondsLeft > 0;
  useEffect(() => {
    if (!isCounting) return;
    const timer = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((endsAtMs.current - Date.now()) / 1000)));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isCounting]);
  const start = useCallback((seconds: number) => {
    endsAtMs.current = Date.now() + seconds * 1000;
    setSecondsLeft(seconds);
  }, []);
  return [secondsLeft, start];
}

/** The wait a 3000 answer names (`data.retryAfterSeconds`); other refusals carry none. */
function retryAfterOf(answer: Envelope<unknown>): number | undefined {
  if (answer.code !== ResponseCode.TryAgainLater) return undefined;
  const seconds = (answer.data as Partial<RetryAfter> | null)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/**
 * Whether the sign-in address is verified (docs/decisions/email-verification.md): until it is, it opens no
 * whitelist, e-mail invitation or learning-company flag. Offers a new mail, with its cool-down counted
 * down, and a field for the mail's short code.
 */
export function EmailVerificationPanel({ email, isVerified }: EmailVerificationPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [secondsLeft, startCooldown] = useCountdown();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer) => {
      if (answer.code === ResponseCode.Success) {
        startCooldown(answer.data.retryAfterSeconds);
        toast.success(t('emailVerification.sent', { email: answer.data.email }));
        return;
      }
      const retryAfterSeconds = retryAfterOf(answer);
      if (retryAfterSeconds !== undefined) startCooldown(retryAfterSeconds);
      if (answer.code === ResponseCode.Conflict)
        void queryClient.invalidateQueries({ queryKey: userKeys.own() });
      toast.error(answerMessage(answer, t));
    },
    onError: (error) => {
      console.warn('Resending the verification e-mail failed', error);
      toast.error(t('messages.genericError'));
    },
  });

  const confirm = useMutation({
    mutationFn: verifyEmail,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        setCodeError(answerMessage(answer, t));
        return;
      }
      setCode('');
      toast.success(t('emailVerification.verifiedDescription', { email: answer.data.email }));
      void queryClient.invalidateQueries({ queryKey: userKeys.own() });
    },
    onError: (error) => {
      console.warn('Verifying the e-mail address failed', error);
      setCodeError(t('messages.genericError'));
    },
  });

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = code.trim();
    if (entered === '') {
      setCodeError(t('emailVerification.codeRequired'));
      return;
    }
    setCodeError(undefined);
    confirm.mutate(entered);
  };

  if (isVerified) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-success">
        <CircleCheck className="size-4" aria-hidden="true" />
        {t('emailVerification.verified', { email })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <p className="flex items-center gap-1.5 rounded-md bg-warning-soft px-3 py-2 font-medium text-warning-fg">
        <CircleAlert className="size-4" aria-hidden="true" />
        {t('emailVerification.notVerified', { email })}
      </p>
      <p className="text-sm text-fg-muted">{t('emailVerification.whyVerify')}</p>
      <form noValidate onSubmit={submitCode} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('emailVerification.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" isLoading={confirm.isPending}>
          {t('emailVerification.verify')}
        </Button>
      </form>
      <Button
        type="button"
        variant="ghost"
        className="self-start"
        isLoading={resend.isPending}
        disabled={secondsLeft > 0}
        onClick={() => resend.mutate()}
      >
        {secondsLeft > 0
          ? t('emailVerification.resendIn', { seconds: secondsLeft })
          : t('emailVerification.resend')}
      </Button>
    </div>
  );
}
