import type { RoomQuestion } from '@limelight/protocol';
import { Check, CircleHelp, Pin, PinOff, Undo2, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuAction } from '../../../ui/ActionMenu.tsx';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import type { ChatVenue } from './chatVenue.ts';
import { useChatModeration } from './useChatModeration.ts';
import { useRoomChatState } from './useRoomChat.ts';

/** Pinned questions first, then open ones, then answered ones; each group in the order they were marked. */
const rankOf = ({ isPinned, isAnswered }: RoomQuestion) => (isPinned ? 0 : isAnswered ? 2 : 1);
export const orderedQuestions = (questions: readonly RoomQuestion[]): RoomQuestion[] =>
  questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => rankOf(a.question) - rankOf(b.question) || a.index - b.index)
    .map(({ question }) => question);

/**
 * The questions moderators marked in the chat (spec 001 §6 "mark as question"), pinned first, with their
 * state; moderators answer, pin or take each off from its menu. Read from the chat slice of the room's
 * live state, so it is current for everyone and complete for a late joiner.
 */
export function QuestionsPanel({ venue }: { venue: ChatVenue }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { questions } = useRoomChatState(venue.id);
  const moderation = useChatModeration(venue.id);
  const set = (question: RoomQuestion, change: Partial<Pick<RoomQuestion, 'isAnswered' | 'isPinned'>>) =>
    moderation.question.mutate({
      id: question.message.id,
      isQuestion: true,
      isAnswered: question.isAnswered,
      isPinned: question.isPinned,
      ...change,
    });
  const menuOf = (question: RoomQuestion): MenuAction[] =>
    venue.isModerator
      ? [
          {
            id: 'answered',
            icon: question.isAnswered ? Undo2 : Check,
            label: t(question.isAnswered ? 'questions.markOpen' : 'questions.markAnswered'),
            onSelect: () => set(question, { isAnswered: !question.isAnswered }),
          },
          {
            id: 'pin',
            icon: question.isPinned ? PinOff : Pin,
            label: t(question.isPinned ? 'questions.unpin' : 'questions.pin'),
            onSelect: () => set(question, { isPinned: !question.isPinned }),
          },
          {
            id: 'unmark',
            icon: X,
            label: t('roomChat.unmarkQuestion'),
            onSelect: () =>
              moderation.question.mutate({
                id: question.message.id,
                isQuestion: false,
                isAnswered: false,
                isPinned: false,
              }),
          },
        ]
      : [];

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col overflow-y-auto">
      <h2 id={headingId} className="sr-only">
        {t('questions.title')}
      </h2>
      {questions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-fg-muted">
          <CircleHelp className="size-6" aria-hidden="true" />
          <p>{t(venue.isModerator ? 'questions.emptyModerator' : 'questions.empty')}</p>
        </div>
      ) : (
        <ul aria-label={t('questions.title')} className="flex flex-col py-2">
          {orderedQuestions(questions).map((question) => (
            <ChatMessageItem
              key={question.message.id}
              message={question.message}
              menu={menuOf(question)}
              badge={
                <>
                  {question.isPinned && (
                    <span className="flex items-center gap-1 font-medium text-fg">
                      <Pin className="size-3" aria-hidden="true" />
                      {t('questions.pinned')}
                    </span>
                  )}
                  {question.isAnswered && (
                    <span className="flex items-center gap-1 font-medium text-fg">
                      <Check className="size-3" aria-hidden="true" />
                      {t('questions.answered')}
                    </span>
                  )}
                </>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
