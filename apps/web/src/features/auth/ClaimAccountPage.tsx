import { ResponseCode, type Envelope } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Link2Off } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { useForm } from '../../lib/forms/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { AppLink, useAppNavigate } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { profilePathOf, useOwnProfile, userKeys } from '../users/index.ts';
import { AccountFields } from './AccountFields.tsx';
import { accountAnswerFields, validateClaimAccountForm, type AccountValues } from './accountForm.ts';
import { claimAccount, logInByToken, logOut } from './authApi.ts';

/** The query value of the login link that createAccount hands to the owner of the account. */
const loginTokenParam = 'token';

/**
 * `/claimAccount?token=…`: the link logs its holder in by token first (any other session is logged out), then
 * the address loses the token. Without a token the page is for members, as the route table says.
 */
export async function claimAccountLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get(loginTokenParam);
  if (!token) return { refusedLogin: undefined };
  await logOut();
  const answer = await logInByToken(token);
  if (answer.code !== ResponseCode.Success) return { refusedLogin: answer as Envelope<unknown> };
  url.searchParams.delete(loginTokenParam);
  return redirect(`${url.pathname}${url.search}`);
}

const emptyClaim: AccountValues = { email: '', password: '', confirmPassword: '', dateOfBirth: '' };

/** `/claimAccount` for a member: the owner of an account a host created sets its e-mail, password and dob. */
export function ClaimAccountPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const ownProfile = useOwnProfile();
  const form = useForm(emptyClaim);

  const claim = useMutation({
    mutationFn: claimAccount,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        form.showAnswer(answer, accountAnswerFields);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      toast.success(t('auth.claimed'));
      navigate(profilePathOf({ userId: answer.data.userId, cyaId: ownProfile.data?.cyaId ?? null }));
    },
    onError: (error) => {
      console.warn('Claiming the account failed', error);
      form.setFormError(t('messages.genericError'));
    },
  });

  if (ownProfile.isPending) return <LoadingState label={t('app.loading')} />;
  // An account with an e-mail login was claimed already, or was never one a host created.
  if (ownProfile.data?.email) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={<BadgeCheck className="size-6" />}
        title={t('auth.alreadyClaimedTitle')}
        description={t('auth.alreadyClaimedDescription', { email: ownProfile.data.email })}
        action={
          <Button asChild variant="secondary">
            <AppLink to={profilePathOf(ownProfile.data)}>{t('auth.viewMyProfile')}</AppLink>
          </Button>
        }
      />
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateClaimAccountForm(form.values, new Date());
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    const { email, password, dateOfBirth } = result.values;
    claim.mutate({ email, password, dob: dateOfBirth });
  };

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10">
      <title>{t('app.documentTitle', { page: t('pages.claimAccount') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.claimAccount')}</h1>
      <p className="text-fg-muted">{t('auth.claimDescription')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formError} />
        <AccountFields bind={form.textField} />
        <Button type="submit" isLoading={claim.isPending}>
          {t('auth.claimSubmit')}
        </Button>
      </form>
    </section>
  );
}

/**
 * The login link's outcome: a refused token says why; otherwise the page (for members) shows. The route
 * table puts the members-only guard between this and the form.
 */
export function LoginLinkGate() {
  const { t } = useTranslation();
  const { refusedLogin } = useLoaderData<typeof claimAccountLoader>();
  const openDialog = useDialogStore((state) => state.openDialog);
  if (!refusedLogin) return <Outlet />;
  return (
    <EmptyState
      headingLevel="h1"
      icon={<Link2Off className="size-6" />}
      title={t('auth.loginLinkFailedTitle')}
      description={answerMessage(refusedLogin, t)}
      action={<Button onClick={() => openDialog('login')}>{t('auth.submit')}</Button>}
    />
  );
}
