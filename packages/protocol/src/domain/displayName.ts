/** The name fields a display name is made of. */
export interface NamedUser {
  readonly userId: string;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly username?: string | null | undefined;
}

/** spec 000 §3: first plus last name, else the username, else 'user_' plus the id. */
export function displayNameOf(user: NamedUser): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(' ');
  if (fullName.length > 0) return fullName;
  const username = user.username?.trim() ?? '';
  return username.length > 0 ? username : `user_${user.userId}`;
}
