// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyChunk } from './LazyChunk';

const loadA = async () => ({ Screen: () => <h1>A</h1> });
const loadB = async () => ({ Other: () => <h1>B</h1> });

describe('LazyChunk', () => {
  it('never renders the module of the previous chunk when reused for another', async () => {
    const { rerender } = render(<LazyChunk name="a" load={loadA} render={(m) => <m.Screen />} />);
    expect(await screen.findByRole('heading', { name: 'A' })).toBeTruthy();
    rerender(<LazyChunk name="b" load={loadB} render={(m) => <m.Other />} />);
    expect(await screen.findByRole('heading', { name: 'B' })).toBeTruthy();
  });

  it('renders a chunk loaded before in its first commit, without the spinner', async () => {
    const loadC = async () => ({ Screen: () => <h1>C</h1> });
    const first = render(<LazyChunk name="c" load={loadC} render={(m) => <m.Screen />} />);
    await screen.findByRole('heading', { name: 'C' });
    first.unmount();
    render(<LazyChunk name="c" load={loadC} render={(m) => <m.Screen />} />);
    expect(screen.getByRole('heading', { name: 'C' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
