import { ResponseCode, type Envelope, type TicketTierRequest } from '@limelight/protocol';
import { messageKeyOfText } from '../../../lib/i18n/index.ts';
import { addInventory, deleteInventory, editTicket } from '../../commerce/index.ts';
import type { TierErrors, TierField, TierRow } from './tierForm.ts';

/** What saving the tiers did: the rows as the server now holds them, and the refusal that stopped it. */
export interface TiersSaveResult {
  rows: TierRow[];
  refusal?: { answer: Envelope<unknown>; rowKey?: string };
}

const tierFields: readonly TierField[] = ['type', 'price', 'min', 'max', 'total'];

const isUnchanged = (row: TierRow, before: TierRow | undefined) =>
  before !== undefined && tierFields.every((field) => row[field] === before[field]);

/**
 * Saves the Tickets tab tier by tier through the ticket inventory calls, so that a saved tier keeps its
 * id and its tickets sold (docs/decisions/commerce.md): tiers whose rows were removed are deleted (refused
 * once tickets were sold), changed rows go through editTicket, new rows are added. `tiers` are the rows
 * checked by validateTierRows, in the rows' order. Stops at the first refusal; the rows answered carry
 * what was saved until then, so that saving again does not add a tier twice.
 */
export async function saveTierRows(
  eventId: string,
  rows: readonly TierRow[],
  tiers: readonly TicketTierRequest[],
  savedRows: readonly TierRow[],
): Promise<TiersSaveResult> {
  const saved = [...rows];
  const keptIds = new Set(rows.flatMap((row) => (row.saved ? [row.saved.tierId] : [])));
  for (const before of savedRows) {
    if (before.saved === undefined || keptIds.has(before.saved.tierId)) continue;
    const answer = await deleteInventory(before.saved.tierId);
    // Already gone (deleted by an earlier save that stopped later on) is what was asked for.
    if (answer.code !== ResponseCode.Success && answer.code !== ResponseCode.NotFound)
      return { rows: saved, refusal: { answer } };
  }
  for (const [index, row] of rows.entries()) {
    const tier = tiers[index];
    if (tier === undefined) continue;
    const { saved: savedTier } = row;
    if (savedTier) {
      const before = savedRows.find((other) => other.saved?.tierId === savedTier.tierId);
      if (isUnchanged(row, before)) continue;
      const answer = await editTicket({ eventId, tierId: savedTier.tierId, ...tier });
      if (answer.code !== ResponseCode.Success) return { rows: saved, refusal: { answer, rowKey: row.key } };
    } else {
      const answer = await addInventory({ eventId, ...tier });
      if (answer.code !== ResponseCode.Success) return { rows: saved, refusal: { answer, rowKey: row.key } };
      saved[index] = { ...row, saved: { tierId: answer.data.id, sold: 0 } };
    }
  }
  return { rows: saved };
}

const isTierField = (path: string): path is TierField => tierFields.some((field) => field === path);

/** A refusal of one row's tier as the message under the input at fault, when it names one. */
export function tierErrorsOf(refusal: NonNullable<TiersSaveResult['refusal']>): TierErrors | undefined {
  const { answer, rowKey } = refusal;
  if (rowKey === undefined) return undefined;
  const issues = (answer.data as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues;
  const issue = Array.isArray(issues) ? issues[0] : undefined;
  if (issue && typeof issue.path === 'string' && typeof issue.message === 'string') {
    const messageKey = messageKeyOfText(issue.message);
    if (isTierField(issue.path) && messageKey) return { [rowKey]: { [issue.path]: messageKey } };
  }
  return messageKeyOfText(answer.message) === 'tierTypeTaken'
    ? { [rowKey]: { type: 'tierTypeTaken' } }
    : undefined;
}
