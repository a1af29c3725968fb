import { useEffect } from 'react';

// The count a title already carries, as this hook wrote it.
const countPrefix = /^\(\d+\) /;

/** The title with `count` in front, Discord's way ("(2) Events · Limelight"), or bare at 0. */
export const titleWithCount = (title: string, count: number) => {
  const bare = title.replace(countPrefix, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
};

/**
 * Keeps `count` in front of the document's title: pages set their own `<title>` (React hoists it into the
 * head) and may change it at any time, so the head is watched and the prefix put back each time.
 */
export function useUnreadDocumentTitle(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
