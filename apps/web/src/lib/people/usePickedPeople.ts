import { useCallback, useState } from 'react';

/** The people ticked in a picker (invite friends, a new group's members), by user id. */
export function usePickedPeople() {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((userId: string, isPicked: boolean) => {
    setPicked((current) => {
      const next = new Set(current);
      if (isPicked) next.add(userId);
      else next.delete(userId);
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Set()), []);
  return { picked, toggle, clear };
}
