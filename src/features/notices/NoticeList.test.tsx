// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { NoticeList } from './NoticeList';
import { pushNotice, useNoticesStore } from '../../core/notices/noticesStore';

describe('NoticeList', () => {
  afterEach(() => {
    cleanup();
    useNoticesStore.setState({ notices: [] });
  });

  it('shows a notice and is marked to stay out of the kept first screen', () => {
    const { container, getByRole } = render(<NoticeList />);
    act(() => {
      pushNotice({ messageKey: 'notices.dismiss' });
    });
    expect(getByRole('alert')).toBeTruthy();
    // keepFirstScreen drops `[data-unkept]`: the notice must not push the cover's rows down.
    expect(getByRole('alert').closest('[data-unkept]')).toBe(container.firstElementChild);
  });
});
