import { joinClassNames } from './classNames.ts';

interface UserAvatarProps {
  name: string;
  src: string | null;
  size: 'sm' | 'lg';
  className?: string;
}

const sizeClassNames = { sm: 'size-10 text-base', lg: 'size-28 text-4xl' } as const;

/** A member's round picture, or the first letter of their name on the brand colour when they have none. */
export function UserAvatar({ name, src, size, className }: UserAvatarProps) {
  const classNames = joinClassNames(
    'shrink-0 rounded-full border-2 border-surface object-cover',
    sizeClassNames[size],
    className,
  );
  if (src) return <img src={src} alt={name} className={classNames} />;
  return (
    <span
      role="img"
      aria-label={name}
      className={joinClassNames(
        classNames,
        'flex items-center justify-center bg-accent font-semibold text-accent-fg',
      )}
    >
      {Array.from(name)[0]?.toUpperCase()}
    </span>
  );
}
