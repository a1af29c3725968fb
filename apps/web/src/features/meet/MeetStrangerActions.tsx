import { ReportCategory, type Envelope } from '@limelight/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { toast } from '../../ui/toastStore.ts';
import { respondFriendRequest, sendFriendRequest } from '../friends/index.ts';
import { reportStranger } from './meetApi.ts';

interface MeetStrangerActionsProps {
  strangerId: string;
  hasFriendRequest: boolean;
  onFriendsChanged(): void;
  onReported(): void;
}

const reasons = Array.from({ length: ReportCategory.max }, (_, i) => String(i + ReportCategory.min));

/** Add friend (or accept the stranger's request), and report and block the stranger. */
export function MeetStrangerActions(props: MeetStrangerActionsProps) {
  const { strangerId, hasFriendRequest, onFriendsChanged, onReported } = props;
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | undefined>();
  const [isRequestSent, setIsRequestSent] = useState(false);
  const [isReporting, setIsReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');

  const refusal = (answer: Envelope<unknown>) => (answer.code === 200 ? undefined : answerMessage(answer, t));

  async function addFriend() {
    const answer = await sendFriendRequest(strangerId);
    setNotice(refusal(answer));
    setIsRequestSent(answer.code === 200);
  }

  async function accept() {
    const answer = await respondFriendRequest(strangerId, true);
    setNotice(refusal(answer));
    onFriendsChanged();
  }

  async function report(event: FormEvent) {
    event.preventDefault();
    const answer = await reportStranger({ strangerId, reason: Number(reason), comment });
    setNotice(refusal(answer));
    if (answer.code !== 200) return;
    toast.info(t('meet.reported'));
    setIsReporting(false);
    onReported();
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {hasFriendRequest ? (
          <Button variant="secondary" onClick={() => void accept()}>
            {t('meet.acceptFriend')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={isRequestSent} onClick={() => void addFriend()}>
            {isRequestSent ? t('meet.requestSent') : t('meet.addFriend')}
          </Button>
        )}
        <Button variant="danger" onClick={() => setIsReporting(!isReporting)}>
          {t('meet.report')}
        </Button>
      </div>
      <FormAlert message={notice} />
      {isReporting && (
        <form
          className="flex flex-col gap-2"
          aria-label={t('meet.report')}
          onSubmit={(event) => void report(event)}
        >
          <SelectField
            label={t('report.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            options={[
              { value: '', label: t('report.chooseReason') },
              ...reasons.map((value) => ({
                value,
                label: t(`report.reasons.${value}` as 'report.reasons.1'),
              })),
            ]}
          />
          <TextAreaField
            label={t('report.comment')}
            hint={t('report.commentHint')}
            value={comment}
            maxLength={500}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button type="submit" variant="danger" disabled={!reason || !comment.trim()}>
            {t('report.send')}
          </Button>
        </form>
      )}
    </div>
  );
}
