import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { EmailVerificationPanel } from './EmailVerificationPanel.tsx';
import { LinkedAccounts } from './LinkedAccounts.tsx';
import { isHandleOf, profilePathOf } from './profileAddress.ts';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { ProfileImageField } from './ProfileImageField.tsx';
import { useOwnProfile } from './useOwnProfile.ts';

function EditSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface EditProfilePageProps {
  /** The auth feature's change-password form, which the route passes in (users import nothing of auth). */
  passwordForm: ReactNode;
}

/** `/user/:cyaid/edit` (members only): pictures, profile, password and linked accounts — of one's own profile. */
export function EditProfilePage({ passwordForm }: EditProfilePageProps) {
  const { t } = useTranslation();
  const handle = useParams().cyaid ?? '';
  const ownProfile = useOwnProfile();

  if (ownProfile.isPending) return <LoadingState label={t('profile.loading')} />;
  if (ownProfile.isError) {
    return (
      <EmptyState
        headingLevel="h1"
        title={t('profile.loadFailedTitle')}
        description={t('profile.loadFailedDescription')}
        action={
          <Button variant="secondary" onClick={() => void ownProfile.refetch()}>
            {t('profile.retry')}
          </Button>
        }
      />
    );
  }
  const profile = ownProfile.data;
  const profilePath = profilePathOf(profile);
  if (!isHandleOf(handle, profile)) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={<ShieldAlert className="size-6" />}
        title={t('editProfile.notYoursTitle')}
        description={t('editProfile.notYoursDescription')}
        action={
          <Button asChild>
            <AppLink to={`${profilePath}/edit`}>{t('editProfile.editMine')}</AppLink>
          </Button>
        }
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('editProfile.title') })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('editProfile.title')}</h1>
        <Button asChild variant="ghost" size="sm">
          <AppLink to={profilePath}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('editProfile.viewProfile')}
          </AppLink>
        </Button>
      </div>
      <EditSection title={t('editProfile.imagesSection')}>
        <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <ProfileImageField kind="avatar" currentUrl={profile.avatar} displayName={profile.displayName} />
          <ProfileImageField
            kind="background"
            currentUrl={profile.backgroundImageUrl}
            displayName={profile.displayName}
          />
        </div>
      </EditSection>
      <EditSection title={t('editProfile.detailsSection')}>
        <ProfileDetailsForm profile={profile} />
      </EditSection>
      {profile.info.hasPassword && <EditSection title={t('auth.changePassword')}>{passwordForm}</EditSection>}
      <EditSection title={t('editProfile.linkedAccounts')}>
        {profile.email !== null && (
          <EmailVerificationPanel email={profile.email} isVerified={profile.emailVerified} />
        )}
        <LinkedAccounts info={profile.info} />
      </EditSection>
    </div>
  );
}
