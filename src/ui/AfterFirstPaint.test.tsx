// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first commit, shows them after two frames, then at once', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    const first = render(<AfterFirstPaint>panel</AfterFirstPaint>);
    expect(screen.queryByText('panel')).toBeNull();
    await act(async () => frames.shift()?.(0));
    expect(screen.queryByText('panel')).toBeNull();
    await act(async () => frames.shift()?.(16));
    expect(screen.getByText('panel')).toBeTruthy();
    first.unmount();
    // A later mount (navigation) does not wait.
    render(<AfterFirstPaint>again</AfterFirstPaint>);
    expect(screen.getByText('again')).toBeTruthy();
    raf.mockRestore();
  });
});
