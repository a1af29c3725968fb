import { describe, expect, it, vi } from 'vitest';
import { FakeMediaDevices } from './fakeMediaDevices.ts';
import { listMediaDevices, watchMediaDevices, type MediaDeviceLists } from './mediaDevices.ts';

const camera = { deviceId: 'cam-1', kind: 'videoinput', label: 'Front camera', groupId: 'g1' } as const;
const microphone = { deviceId: 'mic-1', kind: 'audioinput', label: 'Microphone', groupId: 'g1' } as const;
const speaker = { deviceId: 'spk-1', kind: 'audiooutput', label: 'Speakers', groupId: 'g2' } as const;

const idsOf = (lists: MediaDeviceLists) => ({
  cameras: lists.cameras.map((device) => device.deviceId),
  microphones: lists.microphones.map((device) => device.deviceId),
  speakers: lists.speakers.map((device) => device.deviceId),
});

describe('devices for the pickers', () => {
  it('lists cameras, microphones and speakers', async () => {
    const devices = new FakeMediaDevices();
    devices.devices = [camera, microphone, speaker];

    const lists = await listMediaDevices(devices.asMediaDevices());

    expect(idsOf(lists)).toEqual({ cameras: ['cam-1'], microphones: ['mic-1'], speakers: ['spk-1'] });
  });

  it('lists again when a device is plugged in, until unsubscribed', async () => {
    const devices = new FakeMediaDevices();
    const onChange = vi.fn<(lists: MediaDeviceLists) => void>();
    const unsubscribe = watchMediaDevices(devices.asMediaDevices(), onChange);

    devices.devices = [camera];
    devices.dispatchEvent(new Event('devicechange'));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    unsubscribe();
    devices.dispatchEvent(new Event('devicechange'));
    await Promise.resolve();

    expect(onChange).toHaveBeenCalledOnce();
    expect(idsOf(onChange.mock.calls[0]![0]).cameras).toEqual(['cam-1']);
  });
});
