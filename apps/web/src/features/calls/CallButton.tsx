import { Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { useCallStore } from './callStore.ts';

/** Starts a video call with the members of a chat (one-to-one or group; spec 000 §7 initVideo). */
export function CallButton({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const isInCall = useCallStore((state) => state.active !== null);
  const [isStarting, setIsStarting] = useState(false);
  const start = async () => {
    setIsStarting(true);
    // The camera and WebRTC code load with the first call.
    const { enterCall } = await import('./callEntry.ts');
    await enterCall(chatId, 'start', t);
    setIsStarting(false);
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('calls.start')}
      disabled={isInCall}
      isLoading={isStarting}
      onClick={() => void start()}
    >
      <Video className="size-4" aria-hidden="true" />
    </Button>
  );
}
