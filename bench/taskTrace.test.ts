import { describe, expect, it } from 'vitest';
import { mainThreadTasks } from './taskTrace';

describe('mainThreadTasks', () => {
  it('keeps every task of renderer main threads, short ones included, in ms', () => {
    const events = [
      { name: 'thread_name', ph: 'M', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 1, tid: 11, args: { name: 'Compositor' } },
      { name: 'thread_name', ph: 'M', pid: 2, tid: 20, args: { name: 'CrBrowserMain' } },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 10, dur: 12_500 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 10, dur: 3_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 11, dur: 90_000 },
      { name: 'RunTask', ph: 'X', pid: 2, tid: 20, dur: 80_000 },
      { name: 'ThreadControllerImpl::RunTask', ph: 'X', pid: 1, tid: 10, dur: 70_000 },
      { name: 'ThreadControllerImpl::RunTask', ph: 'B', pid: 1, tid: 10 },
      { name: 'Receive mojo message', ph: 'X', pid: 1, tid: 10, dur: 60_000 },
    ];
    expect(mainThreadTasks(events)).toEqual([12.5, 3, 70]);
  });

  it('finds nothing without a renderer main thread', () => {
    expect(mainThreadTasks([{ name: 'RunTask', ph: 'X', pid: 1, tid: 1, dur: 1000 }])).toEqual([]);
  });
});
