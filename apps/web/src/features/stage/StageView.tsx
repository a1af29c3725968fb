import { Stage } from '@limelight/protocol';
import { Mic, MicOff, Radio, Video, VideoOff } from 'lucide-react';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaAccessError, openLocalMedia } from '../../lib/media/index.ts';
import { readCodec, readStageDevices } from '../../lib/preferences/index.ts';
import { StagePublishError, useStageMedia, type StageMediaOptions } from '../../lib/stage/index.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toastStore.ts';
import { OwnDevicePickers } from './OwnDevicePickers.tsx';
import { StageStreamsContext } from './stageStreamsContext.ts';
import { StageTile } from './StageTile.tsx';
import { useOwnDevices } from './useOwnDevices.ts';

/** What the cast drives on the stage (docs/decisions/stage-web.md): going live when put online, and leaving. */
export interface StageControl {
  /** Opens the saved devices and publishes 1 s later; throws what failed. */
  goLive: () => Promise<void>;
  leave: () => void;
}

interface StageViewProps extends StageMediaOptions {
  /** Whether the viewer may publish without the cast (a presenter): they see "Go live". */
  canGoLive: boolean;
  /** Filled with this stage's controls, for the cast to put the viewer live or take them off. */
  controlRef?: RefObject<StageControl | null>;
  /**
   * What shows the streams instead of the plain grid (the cast's stage, CastStageArea): it reads them with
   * useStageStreams, so each person has one tile.
   */
  children?: ReactNode;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A minimal stage (docs/decisions/stage-web.md): the streams on stage (or what it holds, reading them), and
 * for someone on stage a "Go live" button with their mic and camera toggles. The cast console replaces the
 * button with its own flow.
 */
export function StageView({ canGoLive, controlRef, children, ...options }: StageViewProps) {
  const { t } = useTranslation();
  const { client, state } = useStageMedia(options);
  const own = useOwnDevices(client, state.isPublishing);
  const [isStarting, setIsStarting] = useState(false);
  const self = options.selfUserId ?? '';
  const isMicMuted = state.microphones[self] ?? false;
  const isCameraOff = state.avatars[self] ?? false;
  const ownToggles = [
    {
      kind: 'audio',
      isMuted: isMicMuted,
      Icon: isMicMuted ? MicOff : Mic,
      label: isMicMuted ? t('stage.unmuteMicrophone') : t('stage.muteMicrophone'),
    },
    {
      kind: 'video',
      isMuted: isCameraOff,
      Icon: isCameraOff ? VideoOff : Video,
      label: isCameraOff ? t('stage.turnCameraOn') : t('stage.turnCameraOff'),
    },
  ] as const;

  const startPublishing = async () => {
    const devices = readStageDevices(localStorage);
    const stream = await openLocalMedia(navigator.mediaDevices, {
      camera: devices.camera ? { deviceId: devices.camera } : true,
      microphone: devices.microphone ? { deviceId: devices.microphone } : true,
    });
    // spec 001 §4: publishing starts 1 s after acceptance (here, the press).
    await wait(Stage.publishStartDelayMs);
    await client.publish(stream, readCodec(localStorage));
  };
  const goLive = async () => {
    setIsStarting(true);
    try {
      await startPublishing();
    } catch (error) {
      const key =
        error instanceof MediaAccessError || error instanceof StagePublishError
          ? error.messageKey
          : options.failureKey;
      toast.error(t(`messages.${key}`));
    } finally {
      setIsStarting(false);
    }
  };
  useEffect(() => {
    if (!controlRef) return;
    controlRef.current = { goLive: startPublishing, leave: () => void client.unpublish() };
    return () => {
      controlRef.current = null;
    };
  });

  const hasCastStage = children !== undefined;
  const Wrapper = hasCastStage ? 'div' : 'section';
  const wrapperProps = hasCastStage ? {} : { 'aria-label': t('stage.title') };
  return (
    // With the cast's stage inside (a region of its own), this is no second "Stage" region.
    <Wrapper {...wrapperProps} className="flex w-full flex-col gap-3 p-2">
      {hasCastStage ? (
        <StageStreamsContext value={state.streams}>{children}</StageStreamsContext>
      ) : (
        state.streams.length > 0 && (
          <div
            className={
              state.streams.length > Stage.biggerStageStreamsMoreThan
                ? 'grid grid-cols-3 gap-2 md:grid-cols-5'
                : 'grid grid-cols-1 gap-2 sm:grid-cols-2'
            }
          >
            {state.streams.map((stream) => (
              <StageTile key={stream.pubId} stream={stream} />
            ))}
          </div>
        )
      )}
      {(canGoLive || state.isPublishing) && (
        <div className="flex flex-wrap justify-center gap-2" role="group" aria-label={t('stage.controls')}>
          {state.isPublishing ? (
            <>
              {ownToggles.map(({ kind, isMuted, Icon, label }) => (
                <Button key={kind} variant="secondary" onClick={() => own.toggle(kind, !isMuted)}>
                  <Icon aria-hidden="true" />
                  {label}
                </Button>
              ))}
              <Button variant="danger" onClick={() => void client.unpublish()}>
                {t('stage.stopLive')}
              </Button>
            </>
          ) : (
            <Button onClick={() => void goLive()} isLoading={isStarting}>
              <Radio aria-hidden="true" />
              {t('stage.goLive')}
            </Button>
          )}
        </div>
      )}
      {state.isPublishing && <OwnDevicePickers own={own} />}
    </Wrapper>
  );
}
