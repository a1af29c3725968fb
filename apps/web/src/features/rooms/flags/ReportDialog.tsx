import { maxReportCommentChars, ResponseCode } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { reportRoom } from './flagsApi.ts';
import { checkReportForm, emptyReportForm, reportReasons } from './reportForm.ts';

/** Who is reported: the room, or one person in it. */
export interface ReportTarget {
  eventId: string;
  person?: { userId: string; displayName: string };
  /** The chat message of theirs that is flagged, when reported from the message's menu. */
  messageId?: string;
}

interface ReportDialogProps {
  /** The dialog is open while a target is set. */
  target: ReportTarget | null;
  onClose: () => void;
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm(emptyReportForm);
  const sending = useMutation({
    mutationFn: reportRoom,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success || answer.data === null) {
        form.showAnswer(answer, { byPath: { comment: 'comment', reason: 'reason' } });
        return;
      }
      // A moderator's report of a person also blocks them from the room (docs/decisions/flags.md).
      toast.success(t(answer.data.blocked ? 'report.sentAndBlocked' : 'report.sent'));
      onClose();
    },
    onError: () => form.setFormError(t('messages.pleaseTryAgain')),
  });
  const submit = () => {
    const checked = checkReportForm(form.values, {
      eventId: target.eventId,
      userId: target.person?.userId,
      messageId: target.messageId,
    });
    if (checked.ok) sending.mutate(checked.report);
    else form.setErrors(checked.errors);
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={sending.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormAlert message={form.formError} />
      <SelectField
        label={t('report.reason')}
        {...form.textField('reason')}
        options={[
          { value: '', label: t('report.chooseReason') },
          ...reportReasons.map((reason) => ({
            value: String(reason),
            label: t(`report.reasons.${reason}`),
          })),
        ]}
      />
      <TextAreaField
        label={t('report.comment')}
        hint={t('report.commentHint')}
        maxLength={maxReportCommentChars}
        {...form.textField('comment')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" variant="danger" isLoading={sending.isPending}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  );
}

/** The report-room dialog (spec 001 §2; spec 000 §5 report form): a reason 1 to 9 and a comment. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const title = target?.person
    ? t('report.personTitle', { name: target.person.displayName })
    : t('report.roomTitle');
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={t('report.description')}
    >
      {target && <ReportForm target={target} onClose={onClose} />}
    </Dialog>
  );
}
