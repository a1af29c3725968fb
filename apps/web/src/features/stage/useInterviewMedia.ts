import { AppKey, CastMediaCommand, type RoomCastState } from '@limelight/protocol';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSession } from '../../lib/live/index.ts';
import { MediaAccessError, openLocalMedia, stopLocalMedia } from '../../lib/media/index.ts';
import { fetchIceServers, publicStunServers } from '../../lib/peer/index.ts';
import { readStageDevices } from '../../lib/preferences/index.ts';
import { toast } from '../../ui/toastStore.ts';
import { sendInterviewSignal } from './castCalls.ts';
import { InterviewLinks } from './interviewLinks.ts';

/** The other people of the viewer's running (accepted) interviews, and those the viewer interviews. */
export interface InterviewPeers {
  peerIds: string[];
  /** The viewer's interviewees: the viewer offers to them. */
  intervieweeIds: string[];
}

/** Who the viewer talks with: their interviewer when they are interviewed, their interviewees when they interview. */
export function interviewPeersOf(cast: RoomCastState, selfUserId: string | null): InterviewPeers {
  if (selfUserId === null) return { peerIds: [], intervieweeIds: [] };
  const running = Object.entries(cast.people).filter(
    ([, person]) => person.list === 'interviewing' && person.interview?.isAccepted === true,
  );
  const intervieweeIds = running
    .filter(([, person]) => person.interview?.interviewer === selfUserId)
    .map(([userId]) => userId);
  const interviewer = running.find(([userId]) => userId === selfUserId)?.[1].interview?.interviewer;
  const peerIds = interviewer === undefined ? intervieweeIds : [interviewer, ...intervieweeIds];
  return { peerIds, intervieweeIds };
}

/** The interview's media as the dialogs show it. */
export interface InterviewMedia {
  /** This page's camera and microphone; null before they open, or when they could not. */
  localStream: MediaStream | null;
  /** Each other person's media, by user id, once it arrives. */
  streams: ReadonlyMap<string, MediaStream>;
  /** The people whose link ended by itself (the connection was lost). */
  lostIds: ReadonlySet<string>;
  isMicMuted: boolean;
  isCameraOff: boolean;
  toggleMicrophone: () => void;
  toggleCamera: () => void;
}

const p2pCommands = [
  CastMediaCommand.P2pOffer,
  CastMediaCommand.P2pAnswer,
  CastMediaCommand.P2pIce,
  CastMediaCommand.P2pIceGroup,
] as const;

const warnOf = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * The video of the viewer's interviews (docs/decisions/stage-web.md "Interview video"): while the viewer
 * is in a running interview, their saved camera and microphone are open and linked peer to peer with the
 * other person (InterviewLinks); everything closes when the last interview ends, whatever ended it, and
 * when the page goes. A camera that cannot open is told with the spec's message; the page then only
 * receives.
 */
export function useInterviewMedia(
  roomId: string,
  cast: RoomCastState,
  selfUserId: string | null,
): InterviewMedia {
  const { t } = useTranslation();
  const [streams, setStreams] = useState<ReadonlyMap<string, MediaStream>>(new Map());
  const [lostIds, setLostIds] = useState<ReadonlySet<string>>(new Set());
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [isMicMuted, setIsMicMuted] = useState(false);
  const [isCameraOff, setIsCameraOff] = useState(false);
  const [links] = useState(
    () =>
      new InterviewLinks({
        send: (signal) => sendInterviewSignal(roomId, signal),
        onStreamsChange: setStreams,
        onPeerEnd: (peerId) => setLostIds((lost) => new Set([...lost, peerId])),
      }),
  );
  const { peerIds, intervieweeIds } = interviewPeersOf(cast, selfUserId);
  const peersKey = peerIds.join(' ');
  const intervieweesKey = intervieweeIds.join(' ');
  const isActive = peerIds.length > 0;
  const tellMediaFailure = useEffectEvent((error: unknown) => {
    toast.error(t(`messages.${error instanceof MediaAccessError ? error.messageKey : 'deviceError'}`));
  });

  const session = useLiveSession();
  useEffect(() => {
    const unsubscribes = p2pCommands.map((command) =>
      session.on(
        AppKey.Cast,
        command,
        ({ payload }) => void links.receive(payload).catch(warnOf('interview signal failed')),
      ),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [session, links]);

  useEffect(() => {
    const ids = peersKey === '' ? [] : peersKey.split(' ');
    const interviewees = intervieweesKey === '' ? [] : intervieweesKey.split(' ');
    // Someone who left an interview is no longer lost: if they come back, their link is new.
    const forgetGone = () => setLostIds((lost) => new Set([...lost].filter((id) => ids.includes(id))));
    void links.setPeers(ids, interviewees).then(forgetGone, warnOf('interview offer failed'));
  }, [links, peersKey, intervieweesKey]);

  useEffect(() => {
    if (!isActive) return;
    let isOver = false;
    let stream: MediaStream | null = null;
    const open = async () => {
      const devices = readStageDevices(localStorage);
      try {
        stream = await openLocalMedia(navigator.mediaDevices, {
          camera: devices.camera ? { deviceId: devices.camera } : true,
          microphone: devices.microphone ? { deviceId: devices.microphone } : true,
        });
      } catch (error) {
        tellMediaFailure(error);
      }
      const iceServers = await fetchIceServers({ eventId: roomId, fallback: publicStunServers });
      if (isOver) {
        stopLocalMedia(stream);
        return;
      }
      setLocalStream(stream);
      await links.start(stream, iceServers);
    };
    void open().catch(warnOf('interview media failed'));
    return () => {
      isOver = true;
      links.close();
      stopLocalMedia(stream);
      setLocalStream(null);
      setStreams(new Map());
      setLostIds(new Set());
      setIsMicMuted(false);
      setIsCameraOff(false);
    };
  }, [isActive, links, roomId]);

  return useMemo(() => {
    const setEnabled = (kind: 'audio' | 'video', isEnabled: boolean) => {
      for (const track of localStream?.getTracks() ?? []) if (track.kind === kind) track.enabled = isEnabled;
    };
    return {
      localStream,
      streams,
      lostIds,
      isMicMuted,
      isCameraOff,
      toggleMicrophone: () => {
        setEnabled('audio', isMicMuted);
        setIsMicMuted(!isMicMuted);
      },
      toggleCamera: () => {
        setEnabled('video', isCameraOff);
        setIsCameraOff(!isCameraOff);
      },
    };
  }, [localStream, streams, lostIds, isMicMuted, isCameraOff]);
}
