import { EventEmailBatch, validateInviteEmail } from '@limelight/protocol';

/** What the e-mail field holds: its distinct addresses, and the first entry that is no address. */
export interface EmailList {
  emails: string[];
  invalid: string | undefined;
  isTooMany: boolean;
}

/**
 * Reads the addresses typed or pasted into the e-mail field: separated by commas, semicolons, spaces or
 * new lines (as a list copied from a mail client), each checked by the spec's invite e-mail rule.
 */
export function readEmailList(text: string): EmailList {
  const entries = text.split(/[\s,;]+/).filter((entry) => entry.length > 0);
  const emails = new Set<string>();
  let invalid: string | undefined;
  for (const entry of entries) {
    const checked = validateInviteEmail(entry);
    if (checked.ok) emails.add(checked.value);
    else invalid ??= entry;
  }
  return { emails: [...emails], invalid, isTooMany: emails.size > EventEmailBatch.max };
}
