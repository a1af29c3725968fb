import {
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
import { useState } from 'react';
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
 * One row that scrolls sideways on a narrow screen.
 */
export function AppsBar({ roomId, isPublished }: AppsBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenApp>(null);
  const close = () => setOpen(null);
  const appButton = (key: string, label: string, Icon: LucideIcon, onClick: () => void) => (
    <li key={key}>
      <Button size="sm" variant="ghost" onClick={onClick}>
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </Button>
    </li>
  );

  return (
    <nav aria-label={t('roomContent.apps')} className="border-b border-border">
      <ul className="flex gap-1 overflow-x-auto px-2 py-1.5">
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
