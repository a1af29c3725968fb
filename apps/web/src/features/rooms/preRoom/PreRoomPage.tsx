import { DoorClosed } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api, ensureGuestSession } from '../../../lib/api/index.ts';
import { AppLink, AppNavigate } from '../../../lib/navigation/index.ts';
import { readBlockedRoomIds } from '../../../lib/preferences/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { checkRoomEntry } from '../roomsApi.ts';
import { WaitingRoomScreen } from '../waitingRoom/WaitingRoomScreen.tsx';
import { PreRoomBlock, preRoomOutcomeOf, preRoomQueryOf, type PreRoomOutcome } from './preRoomOutcome.ts';

const blockMessageKeys = {
  [PreRoomBlock.age]: 'messages.ageRestricted',
  [PreRoomBlock.privateRoom]: 'messages.roomIsPrivate',
  [PreRoomBlock.queueFull]: 'messages.roomFullOrMissing',
} as const;

/** Runs the room's entry check for the address; undefined while it runs. `recheck` runs it again. */
function usePreRoomOutcome(idOrSlug: string) {
  const [outcome, setOutcome] = useState<PreRoomOutcome>();
  const [checkCount, setCheckCount] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    const check = async (): Promise<PreRoomOutcome> => {
      // spec 000 §2: pre-room and room log in as a guest when nobody is logged in.
      const session = await ensureGuestSession(api, useSessionStore);
      const blocked = readBlockedRoomIds(localStorage, session?.userId ?? '');
      if (blocked.has(idOrSlug)) return { kind: 'notFound' };
      const result = preRoomOutcomeOf(await checkRoomEntry(idOrSlug));
      // spec 000 §2: an id in the current user's blocked-room list goes to /notfound.
      const isBlocked = (result.kind === 'enter' || result.kind === 'wait') && blocked.has(result.roomId);
      return isBlocked ? { kind: 'notFound' } : result;
    };
    check().then(
      (result) => isCurrent && setOutcome(result),
      (error: unknown) => {
        console.warn('The room entry check failed', error);
        if (isCurrent) setOutcome({ kind: 'blocked', block: PreRoomBlock.privateRoom });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [idOrSlug, checkCount]);
  const recheck = useCallback(() => {
    setOutcome(undefined);
    setCheckCount((count) => count + 1);
  }, []);
  return { outcome, recheck };
}

/** `/room/:id`, the pre-room (spec 000 §2, spec 001 §2): the entry check and where it leads. */
export function PreRoomPage() {
  const { t } = useTranslation();
  const idOrSlug = useParams().id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const { outcome, recheck } = usePreRoomOutcome(idOrSlug);

  // The address names the outcome the pre-room shows (auth, wait, index); the theme query stays.
  useEffect(() => {
    if (outcome === undefined) return;
    const query = preRoomQueryOf(outcome);
    if (Object.entries(query).every(([name, value]) => searchParams.get(name) === value)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['auth', 'wait', 'index']) next.delete(name);
        for (const [name, value] of Object.entries(query)) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }, [outcome, searchParams, setSearchParams]);

  if (outcome === undefined) return <LoadingState label={t('preRoom.checking')} />;
  if (outcome.kind === 'notFound') return <AppNavigate to="/notfound" />;
  if (outcome.kind === 'enter') return <AppNavigate to={`/room/${outcome.slug}/live`} />;
  const homeAction = (
    <Button asChild variant="secondary">
      <AppLink to="/">{t('notFound.goHome')}</AppLink>
    </Button>
  );
  return (
    <>
      <title>{t('app.documentTitle', { page: t('pages.preRoom') })}</title>
      {outcome.kind === 'wait' ? (
        <WaitingRoomScreen roomId={outcome.roomId} slug={outcome.slug} onRefused={recheck} />
      ) : (
        <EmptyState
          headingLevel="h1"
          icon={<DoorClosed className="size-6" />}
          title={t('preRoom.blockedTitle')}
          description={t(blockMessageKeys[outcome.block])}
          action={homeAction}
        />
      )}
    </>
  );
}
