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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/toastStore.ts';
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

type OpenApp = { kind: 'myAssets' } | { kind: 'upload' } | { kind: 'link'; app: LinkApp } | null;

interface AppsBarProps {
  roomId: string;
  /** Whether the room's content shows to everyone already (a share publishes it otherwise). */
  isPublished: boolean;
}

/**
 * The apps bar of the room's moderators (spec 001 §3: an apps navigation bar shown only to moderators):
 * my assets, upload asset, the screen share of the stage (not yet), and the apps that share an address.
 * One row that scrolls sideways on a narrow screen.
 */
export function AppsBar({ roomId, isPublished }: AppsBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenApp>(null);
  const screenNoteId = useId();
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
        <li>
          {/* Focusable while unavailable, so that its note can be read and told. */}
          <Button
            size="sm"
            variant="ghost"
            aria-disabled="true"
            aria-describedby={screenNoteId}
            className="opacity-60"
            onClick={() => toast.info(t('roomContent.screenShareLater'))}
          >
            <MonitorUp className="size-4" aria-hidden="true" />
            {t('roomContent.app.screenShare')}
          </Button>
          <span id={screenNoteId} className="sr-only">
            {t('roomContent.screenShareLater')}
          </span>
        </li>
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
      {open?.kind === 'link' && (
        <ShareLinkDialog roomId={roomId} app={open.app} isPublished={isPublished} onClose={close} />
      )}
    </nav>
  );
}
