import {
  ChevronLeft,
  ChevronRight,
  Clapperboard,
  FileSpreadsheet,
  FileText,
  Film,
  FolderOpen,
  Gamepad2,
  HardDrive,
  Image,
  MonitorUp,
  Music,
  Presentation,
  Radio,
  TvMinimalPlay,
  Upload,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ScreenShareDialog } from '../../stage/index.ts';
import { appNameOf, linkApps, type LinkApp } from './contentApps.ts';
import { MyAssetsDialog } from './MyAssetsDialog.tsx';
import { ShareLinkDialog } from './ShareLinkDialog.tsx';
import { UploadAssetDialog } from './UploadAssetDialog.tsx';

const iconOfMode: Readonly<Record<string, LucideIcon>> = {
  video: Film,
  image: Image,
  pdf: FileText,
  youtube: TvMinimalPlay,
  twitch: Radio,
  tiktok: Video,
  gdocs: FileText,
  gslides: Presentation,
  gsheets: FileSpreadsheet,
  gdrive: HardDrive,
  spotify: Music,
  game: Gamepad2,
};

/** Whether the row has apps out of sight before and after what it shows. */
function useHiddenEdges(listRef: RefObject<HTMLUListElement | null>) {
  const [edges, setEdges] = useState({ hasBefore: false, hasAfter: false });
  useEffect(() => {
    const list = listRef.current;
    if (list === null) return undefined;
    const measure = () =>
      setEdges({
        hasBefore: list.scrollLeft > 1,
        hasAfter: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
      });
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [listRef]);
  return edges;
}

interface ScrollCueProps {
  side: 'before' | 'after';
  label: string;
  onClick: () => void;
}

/** An edge of the row that fades out the apps running under it, with an arrow that scrolls to them. */
function ScrollCue({ side, label, onClick }: ScrollCueProps) {
  const Icon = side === 'before' ? ChevronLeft : ChevronRight;
  return (
    <div
      className={
        side === 'before'
          ? 'absolute inset-y-0 left-0 flex items-center bg-gradient-to-r from-surface from-60% to-transparent pr-6 pl-1'
          : 'absolute inset-y-0 right-0 flex items-center bg-gradient-to-l from-surface from-60% to-transparent pr-1 pl-6'
      }
    >
      <Button size="sm" variant="secondary" aria-label={label} onClick={onClick}>
        <Icon className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

type OpenApp =
  { kind: 'myAssets' } | { kind: 'upload' } | { kind: 'screenShare' } | { kind: 'link'; app: LinkApp } | null;

interface AppsBarProps {
  roomId: string;
  /** Whether the room's content shows to everyone already (a share publishes it otherwise). */
  isPublished: boolean;
}

/**
 * The apps bar of the room's moderators (spec 001 §3: an apps navigation bar shown only to moderators):
 * my assets, upload asset, screen share (its presets, then the browser's picker; the page's
 * ScreenShareProvider shares it), and the apps that share an address.
 * One row that scrolls sideways when the apps outnumber its width; the edges with apps out of sight fade
 * and carry an arrow that scrolls the row, so that nobody takes the visible apps for all of them.
 */
export function AppsBar({ roomId, isPublished }: AppsBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenApp>(null);
  const close = () => setOpen(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { hasBefore, hasAfter } = useHiddenEdges(listRef);
  const scrollApps = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  const appButton = (key: string, label: string, Icon: LucideIcon, onClick: () => void) => (
    <li key={key}>
      <Button size="sm" variant="ghost" onClick={onClick}>
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </Button>
    </li>
  );

  return (
    <nav aria-label={t('roomContent.apps')} className="relative border-b border-border">
      <ul ref={listRef} className="flex gap-1 overflow-x-auto px-2 py-1.5 [scrollbar-width:thin]">
        {appButton('myAssets', t('roomContent.app.myAssets'), FolderOpen, () =>
          setOpen({ kind: 'myAssets' }),
        )}
        {appButton('upload', t('roomContent.app.upload'), Upload, () => setOpen({ kind: 'upload' }))}
        {appButton('screenShare', t('roomContent.app.screenShare'), MonitorUp, () =>
          setOpen({ kind: 'screenShare' }),
        )}
        {linkApps.map((app) =>
          appButton(app.id, appNameOf(app, t), iconOfMode[app.mode] ?? Clapperboard, () =>
            setOpen({ kind: 'link', app }),
          ),
        )}
      </ul>
      {hasBefore && (
        <ScrollCue side="before" label={t('roomContent.scrollAppsBack')} onClick={() => scrollApps(-1)} />
      )}
      {hasAfter && (
        <ScrollCue side="after" label={t('roomContent.scrollAppsForward')} onClick={() => scrollApps(1)} />
      )}
      {open?.kind === 'myAssets' && (
        <MyAssetsDialog roomId={roomId} isPublished={isPublished} onClose={close} />
      )}
      {open?.kind === 'upload' && (
        <UploadAssetDialog roomId={roomId} isPublished={isPublished} onClose={close} />
      )}
      {open?.kind === 'screenShare' && <ScreenShareDialog onClose={close} />}
      {open?.kind === 'link' && (
        <ShareLinkDialog roomId={roomId} app={open.app} isPublished={isPublished} onClose={close} />
      )}
    </nav>
  );
}
