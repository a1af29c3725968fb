import {
  AppKey,
  CastCommand,
  ResponseCode,
  SelfServiceCommand,
  type RoomParticipant,
  type RoomView,
} from '@limelight/protocol';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nextPageParam, RefusedAnswerError } from '../../../lib/api/index.ts';
import { useLiveFrame } from '../../../lib/live/index.ts';
import { toast } from '../../../ui/toastStore.ts';
import { roomKeys } from '../roomQueries.ts';
import { toastRefusal } from '../toastRefusal.ts';
import { participantsOf } from './personActions.ts';
import { fetchParticipants, setRoomRole, transferRoomOwner, type AssignedRole } from './roomPeopleApi.ts';

/** The server refuses the list (4003) to people without a role while the room's showParticipants is off. */
const isRefusedList = (error: Error | null) =>
  error instanceof RefusedAnswerError && error.answer.code === ResponseCode.Forbidden;

/**
 * The people in the room now, page by page, read again when the count changes (cya_cast eventJoiningPeople,
 * at most once a second) and when the roles change (cya_self_service shouldUpdateRoleList). `isHidden`:
 * the room hides the list from the viewer, as its view says or as the server answered.
 */
export function useRoomPeople(room: RoomView) {
  const queryClient = useQueryClient();
  const queryKey = roomKeys.participants(room.id);
  const isHiddenByRoom = !room.showParticipants && !room.isSpecial;
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchParticipants(room.id, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: !isHiddenByRoom,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  useLiveFrame(AppKey.Cast, CastCommand.EventJoiningPeople, refresh);
  useLiveFrame(AppKey.SelfService, SelfServiceCommand.ShouldUpdateRoleList, refresh);
  return {
    pages,
    list: participantsOf(pages.data?.pages),
    isHidden: isHiddenByRoom || isRefusedList(pages.error),
    refresh,
  };
}

export type RoomPeople = ReturnType<typeof useRoomPeople>;

/**
 * The role changes made from the list, each toasted (or its refusal); the list is read again at once, and
 * everyone's when the server's shouldUpdateRoleList arrives.
 */
export function usePersonRoleChanges(roomId: string, onChanged: () => void) {
  const { t } = useTranslation();
  const setRole = useMutation({
    mutationFn: ({ person, role }: { person: RoomParticipant; role: AssignedRole }) =>
      setRoomRole(roomId, person.userId, role),
    onSuccess: (_roles, { person, role }) => {
      toast.success(t(`roomPeople.roleSet.${role}`, { name: person.displayName }));
      onChanged();
    },
    onError: (error) => toastRefusal(error, t),
  });
  const transferOwner = useMutation({
    mutationFn: (person: RoomParticipant) => transferRoomOwner(roomId, person.userId),
    onSuccess: (_roles, person) => {
      toast.success(t('roomPeople.ownerTransferred', { name: person.displayName }));
      onChanged();
    },
    onError: (error) => toastRefusal(error, t),
  });
  /** A change for this person is on its way. */
  const isChanging = (userId: string) =>
    (setRole.isPending && setRole.variables.person.userId === userId) ||
    (transferOwner.isPending && transferOwner.variables.userId === userId);
  return { setRole, transferOwner, isChanging };
}
