import { lazy, Suspense, useEffect } from 'react';
import { useToastStore } from '../../ui/toastStore.ts';
import { useNotificationSound } from './useNotificationSound.ts';

// Toasts are rare on a first visit: their code loads with the first one.
const Toaster = lazy(async () => ({ default: (await import('../../ui/Toast.tsx')).Toaster }));

/** spec 000 §1: the notification area (toasts) and its sound for toasts that ask for it. */
export function NotificationArea() {
  const playNotificationSound = useNotificationSound();
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  useEffect(
    () =>
      useToastStore.subscribe((state, previous) => {
        if (state.toasts.some((item) => item.playsSound && !previous.toasts.includes(item)))
          playNotificationSound();
      }),
    [playNotificationSound],
  );
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
