import type { MessageKey } from '@limelight/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listMediaDevices,
  MediaAccessError,
  watchMediaDevices,
  type MediaDeviceLists,
} from '../../lib/media/index.ts';
import { readStageDevices, writeStageDevices } from '../../lib/preferences/index.ts';
import type { StageMediaClient, TrackKind } from '../../lib/stage/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { deviceIdOf } from './devicePickers.ts';

const noDevices: MediaDeviceLists = { cameras: [], microphones: [], speakers: [] };

/** The picker's value for no device: an empty source (spec 001 §4). */
export const noDevice = '';

const preferenceOf = (kind: TrackKind) => (kind === 'video' ? 'camera' : 'microphone');

/** What the stage controls show of one's own devices while live. */
export interface OwnDevices {
  devices: MediaDeviceLists;
  /** Whether `kind` was published, so that its device can be switched. */
  canSwitch(kind: TrackKind): boolean;
  /** The device sending `kind` now, or `noDevice`. */
  chosen(kind: TrackKind): string;
  choose(kind: TrackKind, deviceId: string): Promise<void>;
  /** The mic or camera toggle: a kind switched to none turns on with the saved device (or the first). */
  toggle(kind: TrackKind, isMuted: boolean): void;
}

const messageKeyOf = (error: unknown): MessageKey =>
  error instanceof MediaAccessError ? error.messageKey : 'genericError';

/**
 * One's own camera and microphone on a stage, while publishing (spec 001 §4 "switching devices re-acquires
 * media"): the devices to pick from, kept current as they are plugged in or out; a pick switches the
 * published track and is saved as the stage device preference (spec 000 §3, as the device test saves it);
 * none mutes that kind. Failures toast the spec's device and permission messages.
 */
export function useOwnDevices(client: StageMediaClient, isPublishing: boolean): OwnDevices {
  const { t } = useTranslation();
  const [devices, setDevices] = useState(noDevices);
  // A switch changes the published stream in place: this redraws the pickers with its devices.
  const [, setSwitches] = useState(0);
  const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;

  useEffect(() => {
    if (!isPublishing || mediaDevices === undefined) return;
    let isLeft = false;
    listMediaDevices(mediaDevices)
      .then((lists) => {
        if (!isLeft) setDevices(lists);
      })
      .catch(() => undefined);
    const unwatch = watchMediaDevices(mediaDevices, setDevices);
    return () => {
      isLeft = true;
      unwatch();
    };
  }, [isPublishing, mediaDevices]);

  const choose = async (kind: TrackKind, deviceId: string) => {
    try {
      await client.switchOwnDevice(kind, deviceId === noDevice ? null : deviceId);
      // An empty source mutes this stage's track; the saved device stays for the next time one goes live.
      if (deviceId !== noDevice)
        writeStageDevices(localStorage, {
          ...readStageDevices(localStorage),
          [preferenceOf(kind)]: deviceId,
        });
    } catch (error) {
      toast.error(t(`messages.${messageKeyOf(error)}`));
    } finally {
      setSwitches((count) => count + 1);
    }
  };

  const listOf = (kind: TrackKind) => (kind === 'video' ? devices.cameras : devices.microphones);
  const toggle = (kind: TrackKind, isMuted: boolean) => {
    const tracks = client.ownTracks;
    if (!isMuted && tracks?.canSwitch(kind) && !tracks.hasDevice(kind)) {
      const saved = readStageDevices(localStorage)[preferenceOf(kind)];
      const list = listOf(kind);
      const device = list.find((entry) => entry.deviceId === saved) ?? list[0];
      if (device) void choose(kind, device.deviceId);
      return;
    }
    void client.setOwnMuted(kind, isMuted).catch(() => toast.error(t('messages.genericError')));
  };

  return {
    devices,
    canSwitch: (kind) => client.ownTracks?.canSwitch(kind) ?? false,
    chosen: (kind) => {
      const tracks = client.ownTracks;
      return tracks?.hasDevice(kind) ? deviceIdOf(tracks.stream, kind) : noDevice;
    },
    choose,
    toggle,
  };
}
