import type { MessageKey } from '@limelight/protocol';
import { useEffect, useState } from 'react';
import {
  listMediaDevices,
  MediaAccessError,
  openLocalMedia,
  stopLocalMedia,
  switchDevice,
  watchMediaDevices,
  type MediaDeviceLists,
} from '../../lib/media/index.ts';
import { readStageDevices, writeStageDevices, type StageDevices } from '../../lib/preferences/index.ts';

const noDevices: MediaDeviceLists = { cameras: [], microphones: [], speakers: [] };

/** What the device test page shows of the local devices. */
export interface DevicePreview {
  stream: MediaStream | null;
  /** Changes with every device switch (a new microphone track needs a new level meter). */
  version: number;
  devices: MediaDeviceLists;
  chosen: StageDevices;
  /** The spec's device or permission message when the camera or microphone could not be opened. */
  errorKey: MessageKey | null;
  choose(kind: 'audio' | 'video', deviceId: string): Promise<void>;
}

const messageKeyOf = (error: unknown): MessageKey =>
  error instanceof MediaAccessError ? error.messageKey : 'deviceError';

/**
 * Opens the camera and microphone chosen before (or the browser's defaults; a chosen device that is gone
 * falls back to any), lists the devices, and switches one when picked: the choice is saved as the stage's
 * preference (spec 000 §3 "stage device"). Everything is released on unmount.
 */
export function useDevicePreview(): DevicePreview {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [version, setVersion] = useState(0);
  const [devices, setDevices] = useState(noDevices);
  const [chosen, setChosen] = useState<StageDevices>(() => readStageDevices(localStorage));
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;

  useEffect(() => {
    let opened: MediaStream | null = null;
    let isLeft = false;
    const preferred = readStageDevices(localStorage);
    const request = {
      camera: preferred.camera ? { deviceId: preferred.camera } : true,
      microphone: preferred.microphone ? { deviceId: preferred.microphone } : true,
    };
    const open = async () => {
      try {
        return await openLocalMedia(mediaDevices, request);
      } catch (error) {
        if (request.camera === true && request.microphone === true) throw error;
        return openLocalMedia(mediaDevices, { camera: true, microphone: true });
      }
    };
    open()
      .then(async (media) => {
        opened = media;
        if (isLeft) return stopLocalMedia(media);
        setStream(media);
        if (mediaDevices) setDevices(await listMediaDevices(mediaDevices));
      })
      .catch((error: unknown) => setErrorKey(messageKeyOf(error)));
    const unwatch = mediaDevices ? watchMediaDevices(mediaDevices, setDevices) : undefined;
    return () => {
      isLeft = true;
      unwatch?.();
      stopLocalMedia(opened);
    };
  }, [mediaDevices]);

  const choose = async (kind: 'audio' | 'video', deviceId: string) => {
    if (stream === null) return;
    try {
      await switchDevice(mediaDevices, stream, kind, deviceId);
      const next = { ...chosen, [kind === 'video' ? 'camera' : 'microphone']: deviceId };
      writeStageDevices(localStorage, next);
      setChosen(next);
      setVersion((current) => current + 1);
      setErrorKey(null);
    } catch (error) {
      setErrorKey(messageKeyOf(error));
    }
  };

  return { stream, version, devices, chosen, errorKey, choose };
}
