import type { OwnProfile, UpdateProfileRequest } from '@limelight/protocol';
import { useEffect, useRef } from 'react';
import { updateProfile, useOwnProfile } from '../../features/users/index.ts';
import { i18n, switchLanguage } from '../../lib/i18n/index.ts';
import {
  readStoredLanguage,
  readStoredTheme,
  writeStoredLanguage,
  writeStoredTheme,
} from '../../lib/preferences/index.ts';
import { applyTheme } from '../guards/theme.ts';

/** The IANA zone this browser is in; undefined where the browser names none. */
function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * A member's language and theme follow them between devices (issue 22, docs/decisions/web-routes.md): once
 * the profile loads, its choice applies where the address names none and becomes this browser's; a
 * profile without one takes the choice this browser remembers. The profile keeps the zone of the browser
 * last used, which mails write their times in (issue 22 item 10).
 */
function followProfileChoice(profile: OwnProfile): void {
  const query = new URLSearchParams(window.location.search);
  const unsaved: Pick<UpdateProfileRequest, 'language' | 'theme' | 'timeZone'> = {};
  const timeZone = browserTimeZone();
  if (timeZone !== undefined && timeZone !== profile.timeZone) unsaved.timeZone = timeZone;
  if (profile.language === null) unsaved.language = readStoredLanguage(localStorage) ?? undefined;
  else {
    writeStoredLanguage(localStorage, profile.language);
    if (!query.has('lang') && i18n.language !== profile.language) void switchLanguage(profile.language);
  }
  if (profile.theme === null) unsaved.theme = readStoredTheme(localStorage) ?? undefined;
  else {
    writeStoredTheme(localStorage, profile.theme);
    if (!query.has('theme')) applyTheme(profile.theme);
  }
  if (Object.values(unsaved).some((value) => value !== undefined))
    void updateProfile(unsaved).catch(() => undefined);
}

/** Runs `followProfileChoice` once per member and page load. */
export function useProfileDisplayChoice(): void {
  const profile = useOwnProfile().data;
  // Once per member: later profile reads (an edit elsewhere) must not undo a choice made since.
  const followedUserId = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || followedUserId.current === profile.userId) return;
    followedUserId.current = profile.userId;
    followProfileChoice(profile);
  }, [profile]);
}
