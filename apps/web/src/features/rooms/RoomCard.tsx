import { RoomPrivacy, type RoomView } from '@limelight/protocol';
import { DoorOpen, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';

const badgeClassName = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

interface RoomCardProps {
  room: Pick<RoomView, 'slug' | 'title' | 'thumbnail' | 'label' | 'privateLevel' | 'tags' | 'peopleCount'>;
}

/**
 * A room in a list: thumbnail (or a placeholder), title, age label, privacy, tags and how many people are
 * in it now; the whole card links to the pre-room (`/room/:id`, by slug as addresses show them).
 */
export function RoomCard({ room }: RoomCardProps) {
  const { t } = useTranslation();
  const peopleCount = room.peopleCount ?? 0;
  return (
    <AppLink
      to={`/room/${room.slug}`}
      className={joinClassNames(
        'group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-raised hover:border-accent',
        focusRingClassName,
      )}
    >
      <div className="relative aspect-video bg-gradient-to-br from-brand-minor to-brand-main">
        {room.thumbnail ? (
          <img src={room.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <DoorOpen className="absolute inset-0 m-auto size-8 text-white/70" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <span className="flex flex-wrap gap-1">
          <span className={joinClassNames(badgeClassName, 'bg-surface-muted text-fg')}>
            {t(`rooms.ageLabel.${room.label}`)}
          </span>
          {room.privateLevel === RoomPrivacy.private && (
            <span className={joinClassNames(badgeClassName, 'border border-border text-fg-muted')}>
              <Lock className="size-3" aria-hidden="true" />
              {t('rooms.private')}
            </span>
          )}
        </span>
        <h3 className="line-clamp-2 font-semibold group-hover:text-accent">{room.title}</h3>
        {room.tags.length > 0 && (
          <ul aria-label={t('rooms.tags')} className="flex flex-wrap gap-1 text-sm text-fg-muted">
            {room.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
        {peopleCount > 0 && (
          <p className="mt-auto flex items-center gap-1.5 text-sm font-semibold">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            {t('rooms.peopleNow', { count: peopleCount })}
          </p>
        )}
      </div>
    </AppLink>
  );
}
