import type { MediaDevicesLike } from './localMedia.ts';

/** The capture and output devices by kind. Labels stay empty until the page was granted a device. */
export interface MediaDeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

/** Lists the devices of each kind, for the device pickers. */
export async function listMediaDevices(mediaDevices: MediaDevicesLike): Promise<MediaDeviceLists> {
  const devices = await mediaDevices.enumerateDevices();
  const ofKind = (kind: MediaDeviceKind) => devices.filter((device) => device.kind === kind);
  return {
    cameras: ofKind('videoinput'),
    microphones: ofKind('audioinput'),
    speakers: ofKind('audiooutput'),
  };
}

/** Calls `onChange` with the new lists whenever a device is plugged in or out; returns the unsubscribe. */
export function watchMediaDevices(
  mediaDevices: MediaDevicesLike,
  onChange: (lists: MediaDeviceLists) => void,
  log: Pick<Console, 'warn'> = console,
): () => void {
  const relist = () => {
    listMediaDevices(mediaDevices).then(onChange, (error: unknown) =>
      log.warn('listing devices failed', error),
    );
  };
  mediaDevices.addEventListener('devicechange', relist);
  return () => mediaDevices.removeEventListener('devicechange', relist);
}
