/** The options of a device picker: each device by its label ("Camera 2" until a permission gives labels). */
export const deviceOptions = (devices: readonly MediaDeviceInfo[], fallbackLabel: string) =>
  devices.map((device, index) => ({
    value: device.deviceId,
    label: device.label || `${fallbackLabel} ${index + 1}`,
  }));

/** The device id a stream's track of `kind` uses now (what a picker shows when nothing was chosen). */
export const deviceIdOf = (stream: MediaStream | null, kind: 'audio' | 'video') =>
  stream
    ?.getTracks()
    .find((track) => track.kind === kind)
    ?.getSettings().deviceId ?? '';
