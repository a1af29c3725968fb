// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../../../lib/session/index.ts';
import {
  newEventDraftKey,
  readEventDraft,
  removeEventDraft,
  writeEventDraft,
  type EventDraft,
} from './eventDraft.ts';
import { emptyGeneralForm } from './generalForm.ts';
import { emptyTierRow } from './tierForm.ts';
import { useAutosave } from './useAutosave.ts';

const tier = emptyTierRow();
const draft = (title: string): EventDraft => ({
  eventId: null,
  step: 0,
  general: { ...emptyGeneralForm(), title },
  tiers: [tier],
});

describe('create-event draft in localStorage (spec 000 §3 editor autosave, §4 logout)', () => {
  beforeEach(() => localStorage.clear());

  it('is kept under a draft: key and read back', () => {
    writeEventDraft(localStorage, newEventDraftKey, draft('Jazz Night'));
    expect(newEventDraftKey.startsWith('draft:')).toBe(true);
    expect(readEventDraft(localStorage, newEventDraftKey)).toEqual(draft('Jazz Night'));
  });

  it('reads nothing from a missing, unreadable or foreign entry', () => {
    expect(readEventDraft(localStorage, newEventDraftKey)).toBeNull();
    localStorage.setItem(newEventDraftKey, '{oops');
    expect(readEventDraft(localStorage, newEventDraftKey)).toBeNull();
    localStorage.setItem(newEventDraftKey, JSON.stringify({ eventId: 7, general: {} }));
    expect(readEventDraft(localStorage, newEventDraftKey)).toBeNull();
  });

  it('goes when removed, and with every logout', () => {
    writeEventDraft(localStorage, newEventDraftKey, draft('Jazz Night'));
    removeEventDraft(localStorage, newEventDraftKey);
    expect(readEventDraft(localStorage, newEventDraftKey)).toBeNull();

    writeEventDraft(localStorage, newEventDraftKey, draft('Jazz Night'));
    createSessionStore(localStorage).getState().clearSession();
    expect(localStorage.getItem(newEventDraftKey)).toBeNull();
  });
});

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  // The tests of logic run without the DOM suite's setup: the hooks rendered here are unmounted here.
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const renderAutosave = (isEnabled: boolean) => {
    const save = vi.fn();
    const view = renderHook(
      ({ value, enabled }) => useAutosave(value, { isEnabled: enabled, delayMs: 1_000, save }),
      { initialProps: { value: draft(''), enabled: isEnabled } },
    );
    return { save, ...view };
  };

  it('does not save the value it starts from', () => {
    const { save } = renderAutosave(true);
    act(() => vi.advanceTimersByTime(5_000));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves once typing has paused, the last value only', () => {
    const { save, rerender } = renderAutosave(true);
    rerender({ value: draft('J'), enabled: true });
    act(() => vi.advanceTimersByTime(500));
    rerender({ value: draft('Jazz'), enabled: true });
    act(() => vi.advanceTimersByTime(999));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(draft('Jazz'));
  });

  it('does not save an unchanged value again', () => {
    const { save, rerender } = renderAutosave(true);
    rerender({ value: draft('Jazz'), enabled: true });
    act(() => vi.advanceTimersByTime(1_000));
    rerender({ value: draft('Jazz'), enabled: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves nothing while autosave is off, and catches up when it is turned on', () => {
    const { save, rerender } = renderAutosave(false);
    rerender({ value: draft('Jazz'), enabled: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(save).not.toHaveBeenCalled();
    rerender({ value: draft('Jazz'), enabled: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(save).toHaveBeenCalledWith(draft('Jazz'));
  });

  it('skips a value marked as saved by other means', () => {
    const { save, rerender, result } = renderAutosave(true);
    act(() => result.current(draft('Jazz')));
    rerender({ value: draft('Jazz'), enabled: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(save).not.toHaveBeenCalled();
  });
});
