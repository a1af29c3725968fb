import { SupportMessageKind } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { toast } from '../../ui/toastStore.ts';
import { useOwnProfile } from '../users/index.ts';
import { ContactForm } from './ContactForm.tsx';

/** The feedback dialog of the account menu (spec 000 §2 "feedback"): the member's name and e-mail filled in. */
export function FeedbackDialog() {
  const { t } = useTranslation();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const profile = useOwnProfile();
  const close = () => closeDialog('feedback');
  // The name the member gave; not displayName, whose fallback is a generated username ("user_…").
  const name = [profile.data?.firstName, profile.data?.lastName].filter(Boolean).join(' ');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('support.feedbackTitle')}
      description={t('support.feedbackIntro')}
    >
      {profile.isPending ? (
        <LoadingState label={t('app.loading')} />
      ) : (
        <ContactForm
          kind={SupportMessageKind.Feedback}
          initialValues={{
            name,
            email: profile.data?.email ?? '',
            message: '',
          }}
          submitLabel={t('support.sendFeedback')}
          onSent={() => {
            toast.success(t('support.feedbackSent'));
            close();
          }}
        />
      )}
    </Dialog>
  );
}
