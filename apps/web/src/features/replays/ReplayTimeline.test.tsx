import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useToastStore } from '../../ui/toastStore.ts';
import { ReplayTimeline } from './ReplayTimeline.tsx';

beforeAll(() => initI18n('en'));
beforeEach(() => useToastStore.setState({ toasts: [] }));

function renderTimeline(canSeek: boolean, isPlaying = true) {
  const props = { onPlay: vi.fn(), onPause: vi.fn(), onSeek: vi.fn() };
  render(
    <ReplayTimeline
      positionMs={65_000}
      durationMs={600_000}
      isPlaying={isPlaying}
      isSeeking={false}
      canSeek={canSeek}
      {...props}
    />,
  );
  return { ...props, slider: screen.getByRole('slider', { name: 'Seek' }) };
}

describe('the replay timeline', () => {
  it('shows the elapsed and total time, named for assistive technology', () => {
    const { slider } = renderTimeline(true);
    expect(screen.getByRole('group', { name: 'Replay timeline' }).textContent).toContain('1:05 / 10:00');
    expect(slider.getAttribute('aria-valuetext')).toBe('1:05 of 10:00');
    expect(slider.getAttribute('aria-disabled')).toBeNull();
  });

  it('plays and pauses from its button', async () => {
    const playing = renderTimeline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(playing.onPause).toHaveBeenCalledOnce();
  });

  it('seeks where a moderator moves the slider (keys and clicks at once)', () => {
    const { slider, onSeek } = renderTimeline(true);
    fireEvent.change(slider, { target: { value: '300' } });
    expect(onSeek).toHaveBeenCalledWith(300_000);
  });

  it('seeks once, where a drag is let go', () => {
    const { slider, onSeek } = renderTimeline(true);
    fireEvent.pointerDown(slider);
    fireEvent.change(slider, { target: { value: '120' } });
    fireEvent.change(slider, { target: { value: '240' } });
    expect(onSeek).not.toHaveBeenCalled();
    fireEvent.pointerUp(slider);
    expect(onSeek).toHaveBeenCalledExactlyOnceWith(240_000);
  });

  it("spec 001 §5: refuses anyone else's seek with the spec's message, once per gesture", () => {
    const { slider, onSeek } = renderTimeline(false);
    expect(slider.getAttribute('aria-disabled')).toBe('true');
    fireEvent.pointerDown(slider);
    fireEvent.change(slider, { target: { value: '120' } });
    fireEvent.change(slider, { target: { value: '240' } });
    fireEvent.pointerUp(slider);
    expect(onSeek).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toMatchObject([
      { tone: 'error', message: 'You are not allowed to seek since you are not a moderator.' },
    ]);
  });
});
