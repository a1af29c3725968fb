import { Outlet } from 'react-router';
import { AuthDialogHost } from '../../features/auth/index.ts';
import { CreateRoomDialogHost } from '../../features/rooms/index.ts';
import { useGuestCartFollowsLogin } from '../../features/store/index.ts';
import { FeedbackDialogHost } from '../../features/support/index.ts';
import { NotificationArea } from './NotificationArea.tsx';
import { useSessionExpiredNotice } from './useSessionExpiredNotice.ts';

/** The root route: what every address has, the pop-out friends panel included (dialogs and notifications). */
export function AppShell() {
  useSessionExpiredNotice();
  useGuestCartFollowsLogin();
  return (
    <>
      <Outlet />
      <AuthDialogHost />
      <CreateRoomDialogHost />
      <FeedbackDialogHost />
      <NotificationArea />
    </>
  );
}
