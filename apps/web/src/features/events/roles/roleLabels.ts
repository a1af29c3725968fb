import type { EventRole } from '@limelight/protocol';

/** The editor's names of the event roles (spec 000 §3: Host, Celebrity, Moderator), for `t()`. */
export const roleLabelKey = {
  host: 'roles.role.host',
  star: 'roles.role.star',
  mod: 'roles.role.mod',
} as const satisfies Record<EventRole, string>;
