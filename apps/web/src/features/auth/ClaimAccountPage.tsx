import { ResponseCode, type Envelope } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Link2Off } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { useForm } from '../../lib/forms/index.ts';
import { answerMessage } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { AppLink, useAppNavigate } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { profilePathOf, useOwnProfile, userKeys } from '../users/index.ts';
import { AccountFields } from './AccountFields.tsx';
import {
  accountAnswerFields,
  signUpAnswerFields,
  validateClaimAccountForm,
  validateSignUpForm,
  type AccountValues,
  type SignUpValues,
} from './accountForm.ts';
import { claimAccount, logInByToken, logOut, register } from './authApi.ts';
import { ClaimInfo, type Claimant } from './ClaimInfo.tsx';

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
const emptyGuestClaim: SignUpValues = { ...emptyClaim, acceptsTerms: false };

/**
 * `/claimAccount` (spec 000 §2; docs/decisions/claim-account.md): a guest claims its guest account (it
 * becomes a member in place, keeping its id), or the owner of an account a host created sets its e-mail,
 * password and dob. "Claim info" says what claiming keeps.
 */
export function ClaimAccountPage() {
  const isGuest = useSessionStore((state) => state.session?.isGuest === true);
  return isGuest ? <GuestClaim /> : <CreatedAccountClaim />;
}

function ClaimLayout({
  claimant,
  description,
  children,
}: {
  claimant: Claimant;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10">
      <title>{t('app.documentTitle', { page: t('pages.claimAccount') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.claimAccount')}</h1>
      <p className="text-fg-muted">{description}</p>
      <ClaimInfo claimant={claimant} />
      {children}
    </section>
  );
}

/** A guest claims itself: sign-up's fields and terms, sent with its guest id (register's `guestId`). */
function GuestClaim() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const form = useForm(emptyGuestClaim);
  const claim = useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        form.showAnswer(answer, signUpAnswerFields);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      toast.success(t('claim.guestClaimed'));
      navigate(profilePathOf({ userId: answer.data.userId, cyaId: null }));
    },
    onError: (error) => {
      console.warn('Claiming the guest account failed', error);
      form.setFormError(t('messages.genericError'));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSignUpForm(form.values, new Date());
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    const { email, password, dateOfBirth } = result.values;
    claim.mutate({ email, password, dob: dateOfBirth });
  };
  return (
    <ClaimLayout claimant="guest" description={t('claim.guestDescription')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formError} />
        <AccountFields bind={form.textField} />
        <Checkbox label={t('auth.acceptTerms')} {...form.checkbox('acceptsTerms')} />
        <Button type="submit" isLoading={claim.isPending}>
          {t('auth.claimSubmit')}
        </Button>
      </form>
    </ClaimLayout>
  );
}

/** The owner of an account a host created sets its e-mail, password and dob (users.claimAccount). */
function CreatedAccountClaim() {
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
    <ClaimLayout claimant="createdAccount" description={t('auth.claimDescription')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formError} />
        <AccountFields bind={form.textField} />
        <Button type="submit" isLoading={claim.isPending}>
          {t('auth.claimSubmit')}
        </Button>
      </form>
    </ClaimLayout>
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
