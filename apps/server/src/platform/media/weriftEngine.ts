import {
  MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtcpPayloadSpecificFeedback,
  useH264,
  useOPUS,
  useVP8,
  type PeerConfig,
  type RTCRtpTransceiver,
  type RtcpPacket,
  type RtpPacket,
} from 'werift';
import type {
  PublisherStatus,
  SessionDescription,
  SessionState,
  SfuEvent,
  SfuStats,
  StreamRecording,
  TrackKind,
} from './sfu.ts';
import type { SfuIceOptions } from './sfuMessages.ts';
import { createWeriftRecordings } from './weriftRecordings.ts';

/** A subscriber's tracks, fed by its publisher. */
interface Subscriber {
  id: string;
  publisherId: string;
  pc: RTCPeerConnection;
  tracks: Partial<Record<TrackKind, MediaStreamTrack>>;
}

interface Publisher {
  id: string;
  pc: RTCPeerConnection;
  kinds: TrackKind[];
  /** The incoming tracks, as they arrive (a recording writes them). */
  tracks: Partial<Record<TrackKind, MediaStreamTrack>>;
  state: SessionState;
  isAudioModMuted: boolean;
  packetsReceived: Record<TrackKind, number>;
  /** The negotiated codec of each kind: subscribers are offered exactly it. */
  codecs: Partial<Record<TrackKind, RTCRtpCodecParameters>>;
  /** The video receiver and the publisher's video SSRC, to ask it for a key frame. */
  video: { transceiver: RTCRtpTransceiver; ssrc: number } | undefined;
  lastKeyFrameRequestAt: number;
  subscribers: Map<string, Subscriber>;
}

/** A new viewer's picture starts at a key frame; asking more often than this only costs bandwidth. */
const keyFrameRequestIntervalMs = 500;
/** Full gathering (no trickle): the answer waits for every host candidate, at most this long. */
const gatheringTimeoutMs = 5_000;

const codecsOffered = () => ({ audio: [useOPUS()], video: [useVP8(), useH264()] });

/** A copy of a negotiated codec, for another peer connection. */
const copyCodec = (codec: RTCRtpCodecParameters) =>
  new RTCRtpCodecParameters({
    mimeType: codec.mimeType,
    clockRate: codec.clockRate,
    channels: codec.channels,
    payloadType: codec.payloadType,
    rtcpFeedback: codec.rtcpFeedback,
    parameters: codec.parameters,
  });

/** werift's ICE options for the configured addresses and ports (docs/decisions/media.md). */
export function peerIceConfig(ice: SfuIceOptions): Partial<PeerConfig> {
  const config: Partial<PeerConfig> = { iceUseTcp: false, icePortRange: ice.portRange };
  if (!ice.addresses) return config;
  // werift gathers the interfaces' addresses (never loopback) and falls back to all of them when a filter
  // matches none; so gather none, add exactly the configured ones, and bind the sockets to the first.
  const ipv4 = ice.addresses.find((address) => address.includes('.'));
  return {
    ...config,
    iceUseIpv4: false,
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ice.addresses,
    iceInterfaceAddresses: ipv4 ? { udp4: ipv4 } : undefined,
  };
}

async function gatheredDescription(pc: RTCPeerConnection): Promise<SessionDescription> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, gatheringTimeoutMs);
      pc.iceGatheringStateChange.subscribe((state) => {
        if (state !== 'complete') return;
        clearTimeout(timer);
        resolve();
      });
    });
  }
  const description = pc.localDescription;
  if (!description) throw new Error('no local description');
  return { type: description.type === 'offer' ? 'offer' : 'answer', sdp: description.sdp };
}

const isKind = (kind: string): kind is TrackKind => kind === 'audio' || kind === 'video';

/**
 * The werift SFU (runs in the SFU's child process, `sfuProcess.ts`): publishers' RTP is forwarded to their
 * subscribers' tracks; a subscriber's key-frame request reaches its publisher, at most every 500 ms.
 */
export function createWeriftEngine(
  options: { ice: SfuIceOptions; recordingsDir: string },
  emit: (event: SfuEvent) => void,
) {
  const { ice } = options;
  const peerConfig = (codecs = codecsOffered()): Partial<PeerConfig> => ({
    ...peerIceConfig(ice),
    codecs,
  });
  const publishers = new Map<string, Publisher>();
  const subscribers = new Map<string, Subscriber>();
  const echoes = new Map<string, RTCPeerConnection>();
  const counters = { packetsReceived: 0, packetsForwarded: 0 };

  function requestKeyFrame(publisher: Publisher, isUrgent = false): void {
    const now = Date.now();
    if (!publisher.video) return;
    if (!isUrgent && now - publisher.lastKeyFrameRequestAt < keyFrameRequestIntervalMs) return;
    publisher.lastKeyFrameRequestAt = now;
    publisher.video.transceiver.receiver.sendRtcpPLI(publisher.video.ssrc).catch(() => undefined);
  }

  function forward(publisher: Publisher, kind: TrackKind, rtp: RtpPacket): void {
    counters.packetsReceived += 1;
    publisher.packetsReceived[kind] += 1;
    if (kind === 'audio' && publisher.isAudioModMuted) return;
    for (const subscriber of publisher.subscribers.values()) {
      const track = subscriber.tracks[kind];
      if (!track) continue;
      track.writeRtp(rtp);
      counters.packetsForwarded += 1;
    }
  }

  /** Ends a session when its peer connection fails or closes. */
  function closeOnFailure(pc: RTCPeerConnection, close: () => void): void {
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'failed' || state === 'closed') close();
    });
  }

  const recordings = createWeriftRecordings({
    dir: options.recordingsDir,
    // A recording's file starts at a key frame: asked at once, whatever a subscriber asked just before.
    askKeyFrame: (publisherId) => {
      const publisher = publishers.get(publisherId);
      if (publisher) requestKeyFrame(publisher, true);
    },
  });

  /** Finishes a closed publisher's recording and tells the server of it. */
  async function endRecording(publisherId: string): Promise<void> {
    const recording = await recordings.stop(publisherId).catch(() => undefined);
    if (recording) emit({ type: 'recordingEnded', recording });
  }

  function closeSubscriber(id: string): void {
    const subscriber = subscribers.get(id);
    if (!subscriber) return;
    subscribers.delete(id);
    publishers.get(subscriber.publisherId)?.subscribers.delete(id);
    void subscriber.pc.close();
    emit({ type: 'sessionClosed', sessionId: id, role: 'subscriber' });
  }

  function closePublisher(id: string): void {
    const publisher = publishers.get(id);
    if (!publisher) return;
    publishers.delete(id);
    publisher.state = 'closed';
    for (const subscriberId of [...publisher.subscribers.keys()]) closeSubscriber(subscriberId);
    void publisher.pc.close();
    void endRecording(id);
    emit({ type: 'sessionClosed', sessionId: id, role: 'publisher' });
  }

  function closeEcho(id: string): void {
    const pc = echoes.get(id);
    if (!pc) return;
    echoes.delete(id);
    void pc.close();
    emit({ type: 'sessionClosed', sessionId: id, role: 'echo' });
  }

  function requirePublisher(id: string): Publisher {
    const publisher = publishers.get(id);
    if (!publisher) throw new Error(`unknown publisher ${id}`);
    return publisher;
  }

  return {
    async publish(sessionId: string, offer: SessionDescription, kinds: TrackKind[]) {
      closePublisher(sessionId);
      const pc = new RTCPeerConnection(peerConfig());
      const publisher: Publisher = {
        id: sessionId,
        pc,
        kinds,
        tracks: {},
        state: 'connecting',
        isAudioModMuted: false,
        packetsReceived: { audio: 0, video: 0 },
        codecs: {},
        video: undefined,
        lastKeyFrameRequestAt: 0,
        subscribers: new Map(),
      };
      publishers.set(sessionId, publisher);
      pc.onRemoteTransceiverAdded.subscribe((transceiver) => {
        transceiver.onTrack.subscribe((track) => {
          const { kind } = track;
          if (!isKind(kind) || !kinds.includes(kind)) return;
          if (kind === 'video' && track.ssrc !== undefined)
            publisher.video = { transceiver, ssrc: track.ssrc };
          track.onReceiveRtp.subscribe((rtp) => forward(publisher, kind, rtp));
          publisher.tracks[kind] = track;
          recordings.trackArrived(sessionId);
        });
      });
      pc.connectionStateChange.subscribe((state) => {
        if (state !== 'connected' || publisher.state !== 'connecting') return;
        publisher.state = 'connected';
        emit({ type: 'publisherUp', sessionId });
      });
      closeOnFailure(pc, () => closePublisher(sessionId));
      await pc.setRemoteDescription(offer);
      for (const transceiver of pc.getTransceivers()) {
        const { kind } = transceiver;
        if (isKind(kind) && kinds.includes(kind)) transceiver.setDirection('recvonly');
        else transceiver.setDirection('inactive');
      }
      await pc.setLocalDescription(await pc.createAnswer());
      for (const transceiver of pc.getTransceivers()) {
        const { kind } = transceiver;
        const [codec] = transceiver.codecs;
        if (isKind(kind) && kinds.includes(kind) && codec) publisher.codecs[kind] = codec;
      }
      return gatheredDescription(pc);
    },

    async subscribe(sessionId: string, publisherId: string) {
      const publisher = requirePublisher(publisherId);
      closeSubscriber(sessionId);
      const { audio, video } = publisher.codecs;
      const pc = new RTCPeerConnection(
        peerConfig({ audio: audio ? [copyCodec(audio)] : [], video: video ? [copyCodec(video)] : [] }),
      );
      const subscriber: Subscriber = { id: sessionId, publisherId, pc, tracks: {} };
      for (const kind of publisher.kinds) {
        if (!publisher.codecs[kind]) continue;
        const track = new MediaStreamTrack({ kind });
        const transceiver = pc.addTransceiver(track, { direction: 'sendonly' });
        subscriber.tracks[kind] = track;
        transceiver.sender.onRtcp.subscribe((rtcp: RtcpPacket) => {
          if (rtcp.type === RtcpPayloadSpecificFeedback.type) requestKeyFrame(publisher);
        });
      }
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'connected') requestKeyFrame(publisher);
      });
      closeOnFailure(pc, () => closeSubscriber(sessionId));
      subscribers.set(sessionId, subscriber);
      publisher.subscribers.set(sessionId, subscriber);
      await pc.setLocalDescription(await pc.createOffer());
      return gatheredDescription(pc);
    },

    async answer(sessionId: string, answer: SessionDescription) {
      const subscriber = subscribers.get(sessionId);
      if (!subscriber) throw new Error(`unknown subscriber ${sessionId}`);
      // A retried answer finds the description already set: nothing to do.
      if (subscriber.pc.remoteDescription) return null;
      await subscriber.pc.setRemoteDescription(answer);
      return null;
    },

    async echo(sessionId: string, offer: SessionDescription) {
      closeEcho(sessionId);
      const pc = new RTCPeerConnection(peerConfig());
      echoes.set(sessionId, pc);
      pc.onRemoteTransceiverAdded.subscribe((transceiver) => {
        transceiver.onTrack.subscribe((track) => {
          track.onReceiveRtp.subscribe((rtp) => {
            counters.packetsReceived += 1;
            void transceiver.sender.sendRtp(rtp);
            counters.packetsForwarded += 1;
          });
        });
      });
      closeOnFailure(pc, () => closeEcho(sessionId));
      await pc.setRemoteDescription(offer);
      for (const transceiver of pc.getTransceivers()) transceiver.setDirection('sendrecv');
      await pc.setLocalDescription(await pc.createAnswer());
      return gatheredDescription(pc);
    },

    async muteAudio(publisherId: string, isMuted: boolean) {
      requirePublisher(publisherId).isAudioModMuted = isMuted;
      return null;
    },

    async record(publisherId: string) {
      recordings.record(requirePublisher(publisherId));
      return null;
    },

    async stopRecording(publisherId: string): Promise<StreamRecording | null> {
      return (await recordings.stop(publisherId)) ?? null;
    },

    async status(publisherId: string): Promise<PublisherStatus | null> {
      const publisher = publishers.get(publisherId);
      if (!publisher) return null;
      return {
        state: publisher.state,
        isAudioModMuted: publisher.isAudioModMuted,
        packetsReceived: { ...publisher.packetsReceived },
        subscribers: publisher.subscribers.size,
      };
    },

    async close(sessionId: string) {
      closeSubscriber(sessionId);
      closePublisher(sessionId);
      closeEcho(sessionId);
      return null;
    },

    async stats(): Promise<SfuStats> {
      const cpu = process.cpuUsage();
      return {
        publishers: publishers.size,
        subscribers: subscribers.size,
        echoes: echoes.size,
        ...counters,
        cpuMicros: cpu.user + cpu.system,
      };
    },

    /** Closes every session (the process is stopping), its recordings' files finished. */
    async closeAll(): Promise<void> {
      await Promise.all(recordings.ids().map((id) => recordings.stop(id).catch(() => undefined)));
      for (const id of [...publishers.keys()]) closePublisher(id);
      for (const id of [...subscribers.keys()]) closeSubscriber(id);
      for (const id of [...echoes.keys()]) closeEcho(id);
    },
  };
}

export type WeriftEngine = ReturnType<typeof createWeriftEngine>;
