/** The address of a member's profile: by cyaId when they have one, else by userId (the route takes both). */
export function profilePathOf(person: { userId: string; cyaId: string | null }): string {
  return `/user/${encodeURIComponent(person.cyaId ?? person.userId)}`;
}

/** Whether the `:cyaid` of an address names this member, by cyaId or by userId. */
export function isHandleOf(handle: string, person: { userId: string; cyaId: string | null }): boolean {
  return (
    handle === person.userId || (person.cyaId !== null && handle.toLowerCase() === person.cyaId.toLowerCase())
  );
}
