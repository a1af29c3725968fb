import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withPersistentQuery } from '../lib/navigation/index.ts';
import { AppShell } from './layout/AppShell.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { AppLoading } from './routes/AppLoading.tsx';
import type { PageTitleKey } from './routes/PlaceholderPage.tsx';
import { RequireMember } from './routes/RequireMember.tsx';
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

/** Public pages that a later issue builds; until then each shows its title and "Coming soon". */
const publicPlaceholderPages: ReadonlyArray<readonly [path: string, titleKey: PageTitleKey]> = [
  ['events/:active?', 'events'],
  ['event/:id', 'eventDetail'],
  // Access "not stated" in the spec: the invitation is readable by anyone; accepting it will ask for a login.
  ['event/:id/invite/:inviteId', 'roleInvitation'],
  ['replay/:channelSlug/:id/play', 'replayPlay'],
  ['movie/:id/play', 'moviePlay'],
  ['device/connect', 'deviceConnect'],
  ['channel/example', 'channel'],
  ['channel/:channelSlug/:tab?', 'channel'],
  ['pass/:id', 'pass'],
  ['contact', 'contact'],
  ['contact/success', 'contactSuccess'],
];

/** The "auth" pages of the route table, placeholders until their issues. */
const memberPlaceholderPages: ReadonlyArray<readonly [path: string, titleKey: PageTitleKey]> = [
  ['event/create', 'eventCreate'],
  ['event/:id/live', 'eventLive'],
  ['event/:id/edit', 'eventEdit'],
  ['event/:id/replay/:replayId', 'eventReplay'],
  ['eventspage', 'eventsPage'],
  ['roomspage', 'roomsPage'],
  ['homepage', 'homepage'],
  ['movies', 'movies'],
  ['create', 'create'],
  ['myevent', 'myEvents'],
  ['myrecordings', 'myRecordings'],
  ['movielist', 'movieList'],
  ['portal', 'portal'],
  ['myPurchases', 'myPurchases'],
  ['myPasses', 'myPasses'],
  ['myDonations', 'myDonations'],
  ['createRoom', 'createRoom'],
  ['createEvent', 'createEvent'],
  ['editEvent', 'editEvent'],
  ['analytics/:tab?', 'analytics'],
  ['myMovies/:id?', 'myMovies'],
  ['viewrecordings/:type/:id', 'viewRecordings'],
  ['recording/:id/edit', 'recordingEdit'],
  ['meet/:id/live', 'meetLive'],
  ['room/:id', 'preRoom'],
  ['room/:id/live', 'roomLive'],
];

function placeholderRoute([path, titleKey]: readonly [string, PageTitleKey]): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PlaceholderPage } = await import('./routes/PlaceholderPage.tsx');
      return { element: <PlaceholderPage titleKey={titleKey} /> };
    },
  };
}

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
                  const { AuthDialogPage } = await import('../features/auth/AuthDialogPage.tsx');
                  return { element: <AuthDialogPage dialog="login" /> };
                },
              },
              {
                path: 'signup',
                lazy: async () => {
                  const { AuthDialogPage } = await import('../features/auth/AuthDialogPage.tsx');
                  return { element: <AuthDialogPage dialog="signUp" /> };
                },
              },
              {
                // spec 000 §2 lists /claimAccount as "auth"; the login link of a created account opens it for a
                // visitor, so the link's token login runs first and the members-only guard follows it.
                path: 'claimAccount',
                lazy: async () => {
                  const { claimAccountLoader, LoginLinkGate } =
                    await import('../features/auth/ClaimAccountPage.tsx');
                  return { loader: claimAccountLoader, Component: LoginLinkGate };
                },
                children: [
                  {
                    Component: RequireMember,
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
              ...publicPlaceholderPages.map(placeholderRoute),
              {
                Component: RequireMember,
                children: [
                  {
                    ...placeholderRoute(['event/link/:id?/:link?', 'eventLink']),
                    // spec 000 §2: goes to /notfound if id or link is missing.
                    loader: (args: LoaderFunctionArgs) =>
                      args.params.id && args.params.link ? null : redirectToNotFound(args),
                  },
                  {
                    path: 'user/:cyaid/edit',
                    lazy: async () => ({
                      Component: (await import('../features/users/EditProfilePage.tsx')).EditProfilePage,
                    }),
                  },
                  ...memberPlaceholderPages.map(placeholderRoute),
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
