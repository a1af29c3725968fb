import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withPersistentQuery } from '../lib/navigation/index.ts';
import { AppShell } from './layout/AppShell.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { AppLoading } from './routes/AppLoading.tsx';
import { RequireMember, RequireSession } from './routes/RequireMember.tsx';
import { RouteErrorPage } from './routes/RouteErrorPage.tsx';

/**
 * spec 000 §2 aliases and redirects. Each forwards with the whole query, since the target is the same page
 * under its own name; `/channel/stage33` reaches `/channel/mnl` in the spec's two hops.
 */
export const routeAliases: Readonly<Record<string, string>> = {
  '/signin': '/login',
  '/home': '/',
  '/channel/stage33': '/channel/liveonstage33',
  '/channel/liveonstage33': '/channel/mnl',
  // The friend panel's address is rewritten to /popup, where the pop-out panel lives.
  '/fp': '/popup',
};

/** A page of a feature, loaded when its address is first visited. */
function lazyPage(path: string, loadPage: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await loadPage() }) };
}

/** The three recordings pages share one chunk and one import here (the first load carries each import's list). */
const recordingPages = () => import('../features/recordings/pages.ts');
/** The four film pages share one chunk (issue 24, docs/decisions/films-web.md). */
const filmPages = () => import('../features/films/pages.ts');
// Both replay pages, from one import: the first load's preload map lists their chunks once.
const loadReplayPages = () => import('../features/replays/ReplayPages.tsx');

/** The public pages of events, channels and search (issue 4). */
const publicEventPages: RouteObject[] = [
  // spec 000 §2: `:active` names one home feed section; `?slug=` resolves to that event's page.
  lazyPage(
    'events/:active?',
    async () => (await import('../features/events/EventsHomePage.tsx')).EventsHomePage,
  ),
  lazyPage('event/:id', async () => (await import('../features/events/EventDetailPage.tsx')).EventDetailPage),
  // Access "not stated" in the spec: the invitation is readable by anyone; answering it asks for a login.
  lazyPage(
    'event/:id/invite/:inviteId',
    async () => (await import('../features/events/roles/RoleInvitationPage.tsx')).RoleInvitationPage,
  ),
  // "auth" in the spec, yet a guest who can enter is let in as a guest (spec 000 §2 live-page rules): the
  // page's entry guard decides, sending whoever may not enter to /event/{id}?join=1.
  lazyPage(
    'event/:id/live',
    async () => (await import('../features/events/live/LiveEntryPage.tsx')).LiveEntryPage,
  ),
  lazyPage('channel/example', async () => (await import('../features/channels/ChannelPage.tsx')).ChannelPage),
  lazyPage(
    'channel/:channelSlug/:tab?',
    async () => (await import('../features/channels/ChannelPage.tsx')).ChannelPage,
  ),
  // "auth" in the spec, yet the pre-room logs in a guest when nobody is logged in (spec 000 §2): the page's
  // entry check decides.
  lazyPage('room/:id', async () => (await import('../features/rooms/preRoom/PreRoomPage.tsx')).PreRoomPage),
  // Not in the spec's route table: the search page the header's search box opens (docs/decisions/events-web.md).
  lazyPage('search', async () => (await import('../features/search/SearchPage.tsx')).SearchPage),
  // spec 000 §2 /device/connect (public): the device test; its echo asks for a guest session when needed.
  lazyPage(
    'device/connect',
    async () => (await import('../features/stage/DeviceTestPage.tsx')).DeviceTestPage,
  ),
  // spec 001 §2 /replay/:channelSlug/:id/play (public): an event's replay (docs/decisions/replays-web.md).
  lazyPage('replay/:channelSlug/:id/play', async () => (await loadReplayPages()).ReplayPlayPage),
  // spec 000 §2 /movie/:id/play (public): a film's player, or its detail and Buy button (issue 24).
  lazyPage('movie/:id/play', async () => (await filmPages()).FilmPlayPage),
  // spec 000 §2 /pass/:id (public): an entry pass, shown to whoever has its link.
  lazyPage('pass/:id', async () => (await import('../features/commerce/PassPage.tsx')).PassPage),
  // spec 000 §2 /contact, /contact/success (public): a message to the operators (features/support).
  lazyPage('contact', async () => (await import('../features/support/ContactPage.tsx')).ContactPage),
  lazyPage(
    'contact/success',
    async () => (await import('../features/support/ContactSuccessPage.tsx')).ContactSuccessPage,
  ),
];

/**
 * The store (issue 5, docs/decisions/store.md); not in the spec's route table. Public: guests have carts too.
 */
const publicStorePages: RouteObject[] = [
  lazyPage('store', async () => (await import('../features/store/StoreHomePage.tsx')).StoreHomePage),
  lazyPage(
    'store/:ownerKind/:ownerId',
    async () => (await import('../features/store/StorePage.tsx')).StorePage,
  ),
  lazyPage('cart', async () => (await import('../features/store/CartPage.tsx')).CartPage),
];

/** The members' pages of events (issue 4): the wizard under its three names, the editor, my events. */
const memberEventPages: RouteObject[] = [
  ...['event/create', 'create', 'createEvent'].map((path) =>
    lazyPage(path, async () => (await import('../features/events/CreateEventPage.tsx')).CreateEventPage),
  ),
  // spec 001 §2 /event/:id/replay/:replayId (login): one replay of an event.
  lazyPage('event/:id/replay/:replayId', async () => (await loadReplayPages()).EventReplayPage),
  lazyPage(
    'event/:id/edit',
    async () => (await import('../features/events/EditEventPage.tsx')).EditEventPage,
  ),
  ...['myevent', 'editEvent'].map((path) =>
    lazyPage(path, async () => (await import('../features/events/MyEventsPage.tsx')).MyEventsPage),
  ),
  lazyPage(
    'createRoom',
    async () => (await import('../features/rooms/create/CreateRoomPage.tsx')).CreateRoomPage,
  ),
  // Commerce (issue 5).
  lazyPage(
    'myPurchases',
    async () => (await import('../features/commerce/MyPurchasesPage.tsx')).MyPurchasesPage,
  ),
  // Not in the spec's route table: one order's receipt, opened from My Purchases (docs/decisions/commerce.md).
  lazyPage(
    'myPurchases/:ticketId',
    async () => (await import('../features/commerce/OrderDetailPage.tsx')).OrderDetailPage,
  ),
  lazyPage('myrecordings', async () => (await recordingPages()).MyRecordingsPage),
  // spec 001 §1 /analytics/:tab? (login): a channel's analytics (docs/decisions/analytics.md).
  lazyPage('analytics/:tab?', async () => (await import('../features/analytics/index.ts')).AnalyticsPage),
  lazyPage('viewrecordings/:type/:id', async () => (await recordingPages()).ViewRecordingPage),
  lazyPage('recording/:id/edit', async () => (await recordingPages()).RecordingEditPage),
  // Films on demand (issue 24): the festival catalogue, the member's own films, and those bought or uploaded.
  lazyPage('movies', async () => (await filmPages()).MoviesPage),
  lazyPage('movielist', async () => (await filmPages()).MovieListPage),
  lazyPage('myMovies/:id?', async () => (await filmPages()).MyMoviesPage),
  lazyPage('myPasses', async () => (await import('../features/commerce/MyPassesPage.tsx')).MyPassesPage),
  lazyPage(
    'myDonations',
    async () => (await import('../features/commerce/MyDonationsPage.tsx')).MyDonationsPage,
  ),
];

/** spec 000 §2's listing pages whose content the spec does not show (docs/decisions/listing-pages.md). */
const memberListingPages: RouteObject[] = [
  lazyPage('eventspage', async () => (await import('../features/events/AllEventsPage.tsx')).AllEventsPage),
  lazyPage('roomspage', async () => (await import('../features/rooms/RoomsPage.tsx')).RoomsPage),
  lazyPage('homepage', async () => (await import('../features/home/MemberHomePage.tsx')).MemberHomePage),
  lazyPage('portal', async () => (await import('../features/home/CreatorPortalPage.tsx')).CreatorPortalPage),
];

function forwardTo(target: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(`${target}${new URL(request.url).search}`);
}

/** spec 000 §2: any other path goes to /notfound, keeping lang and theme. */
function redirectToNotFound({ request }: LoaderFunctionArgs) {
  return redirect(withPersistentQuery('/notfound', new URL(request.url).search));
}

/** The full route table of spec 000 §2. Pages load lazily, so the first load carries only the shell. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      ...Object.entries(routeAliases).map(([path, target]) => ({ path, loader: forwardTo(target) })),
      {
        path: 'popup',
        Component: RequireMember,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/friends/FriendsPopupPage.tsx')).FriendsPopupPage,
            }),
          },
        ],
      },
      // The live room fills the screen (spec 001 §3): no header or friends panel. A guest may be in it, as in
      // the pre-room; its page sends whoever may not enter back to the pre-room.
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          lazyPage(
            'room/:id/live',
            async () => (await import('../features/rooms/live/RoomLivePage.tsx')).RoomLivePage,
          ),
        ],
      },
      {
        Component: RootLayout,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('../features/home/HomePage.tsx')).HomePage }),
              },
              {
                path: 'login',
                lazy: async () => {
                  const { AuthDialogPage } = await import('./routes/AuthDialogPage.tsx');
                  return { element: <AuthDialogPage dialog="login" /> };
                },
              },
              {
                path: 'signup',
                lazy: async () => {
                  const { AuthDialogPage } = await import('./routes/AuthDialogPage.tsx');
                  return { element: <AuthDialogPage dialog="signUp" /> };
                },
              },
              {
                // spec 000 §2 lists /claimAccount as "auth"; the login link of a created account opens it for a
                // visitor, so the link's token login runs first. A guest session claims itself too (it keeps
                // its id): the guard lets any session through (docs/decisions/claim-account.md).
                path: 'claimAccount',
                lazy: async () => {
                  const { claimAccountLoader, LoginLinkGate } =
                    await import('../features/auth/ClaimAccountPage.tsx');
                  return { loader: claimAccountLoader, Component: LoginLinkGate };
                },
                children: [
                  {
                    Component: RequireSession,
                    children: [
                      {
                        index: true,
                        lazy: async () => ({
                          Component: (await import('../features/auth/ClaimAccountPage.tsx')).ClaimAccountPage,
                        }),
                      },
                    ],
                  },
                ],
              },
              // Not in the spec's route table: the mailed verification link, opened signed in or out
              // (docs/decisions/email-verification.md).
              lazyPage(
                'verify-email',
                async () => (await import('../features/users/VerifyEmailPage.tsx')).VerifyEmailPage,
              ),
              {
                path: 'user/:cyaid',
                lazy: async () => ({
                  Component: (await import('../features/users/UserProfilePage.tsx')).UserProfilePage,
                }),
              },
              {
                path: 'notfound',
                lazy: async () => ({
                  Component: (await import('../features/notfound/NotFoundPage.tsx')).NotFoundPage,
                }),
              },
              ...publicEventPages,
              ...publicStorePages,
              {
                Component: RequireMember,
                children: [
                  {
                    ...lazyPage(
                      'event/link/:id?/:link?',
                      async () => (await import('../features/events/EventLinkPage.tsx')).EventLinkPage,
                    ),
                    // spec 000 §2: goes to /notfound if id or link is missing.
                    loader: (args: LoaderFunctionArgs) =>
                      args.params.id && args.params.link ? null : redirectToNotFound(args),
                  },
                  {
                    path: 'user/:cyaid/edit',
                    // The page shows the auth feature's change-password form: the route composes the two.
                    lazy: async () => {
                      const [{ EditProfilePage }, { ChangePasswordForm }] = await Promise.all([
                        import('../features/users/EditProfilePage.tsx'),
                        import('../features/auth/ChangePasswordForm.tsx'),
                      ]);
                      return { element: <EditProfilePage passwordForm={<ChangePasswordForm />} /> };
                    },
                  },
                  ...memberEventPages,
                  ...memberListingPages,
                  // spec 000 §2 /meet/:id/live: random one-to-one meetings (docs/decisions/meet.md).
                  lazyPage(
                    'meet/:id/live',
                    async () => (await import('../features/meet/MeetLivePage.tsx')).MeetLivePage,
                  ),
                  // Not in the spec's route table: the operators' moderation queue (docs/decisions/operator.md).
                  lazyPage(
                    'operator',
                    async () => (await import('../features/operator/OperatorPage.tsx')).OperatorPage,
                  ),
                ],
              },
              { path: '*', loader: redirectToNotFound },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
