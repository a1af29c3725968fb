import type { RoomPost } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { ExternalLink, Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { toastRefusal } from '../toastRefusal.ts';
import { pinRoomPost, removeRoomPost } from './roomPostApi.ts';
import { useRoomPost } from './useRoomPost.ts';

const maxPostLength = 2000;

/** The pinned post as everyone reads it: its text, its link, and when it was pinned. */
function PostView({ post }: { post: RoomPost }) {
  const { t, i18n } = useTranslation();
  const pinnedAt = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(post.updatedAt);
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <p className="text-sm whitespace-pre-wrap break-words">{post.text}</p>
      {post.link && (
        <a
          href={post.link}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-1.5 text-sm font-medium break-all text-accent underline"
        >
          <ExternalLink className="size-4 shrink-0" aria-hidden />
          {post.link}
        </a>
      )}
      <p className="text-xs text-fg-muted">{t('roomPost.pinnedAt', { time: pinnedAt })}</p>
    </article>
  );
}

/** The moderators' editor: a text and a link to pin (replacing the post), and taking the post down. */
function PostEditor({ roomId, post }: { roomId: string; post: RoomPost | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [link, setLink] = useState('');
  const onError = (error: Error) => toastRefusal(error, t);
  const pin = useMutation({
    mutationFn: () => pinRoomPost(roomId, text, link.trim() === '' ? undefined : link.trim()),
    onSuccess: () => {
      setText('');
      setLink('');
    },
    onError,
  });
  const remove = useMutation({ mutationFn: () => removeRoomPost(roomId), onError });
  return (
    <form
      className="flex flex-col gap-3"
      aria-label={t('roomPost.editor')}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') pin.mutate();
      }}
    >
      <TextAreaField
        label={t('roomPost.text')}
        hint={t('roomPost.textHint')}
        rows={3}
        maxLength={maxPostLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <TextField
        label={t('roomPost.link')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {post && (
          <Button variant="secondary" isLoading={remove.isPending} onClick={() => remove.mutate()}>
            <PinOff className="size-4" aria-hidden />
            {t('roomPost.takeDown')}
          </Button>
        )}
        <Button type="submit" isLoading={pin.isPending} disabled={text.trim() === ''}>
          <Pin className="size-4" aria-hidden />
          {t(post ? 'roomPost.replace' : 'roomPost.pin')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The right panel's post (spec 001 §2 "chat or post"; docs/decisions/room-post.md): what a moderator pinned
 * for everyone — an agenda, a link to the slides — live for all; moderators pin, replace and take it down.
 */
export function RoomPostPanel({ roomId, isModerator }: { roomId: string; isModerator: boolean }) {
  const { t } = useTranslation();
  const post = useRoomPost(roomId);
  if (post.isPending) return <LoadingState label={t('roomPost.loading')} />;
  const current = post.data ?? null;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
      {current ? (
        <PostView post={current} />
      ) : (
        <EmptyState
          icon={<Pin className="size-6" />}
          title={t('roomPost.empty')}
          description={t(isModerator ? 'roomPost.emptyModerator' : 'roomPost.emptyMember')}
        />
      )}
      {isModerator && <PostEditor roomId={roomId} post={current} />}
    </div>
  );
}
