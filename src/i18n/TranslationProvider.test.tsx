// @vitest-environment jsdom
import { memo } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { TranslationProvider } from './TranslationProvider';
import { useTranslation } from './useTranslation';

function Label({ id }: { id: number }) {
  const { t } = useTranslation();
  return <span data-testid={`label-${id}`}>{t('test.greeting')}</span>;
}
// Memoised, with props that never change: only the text's change can render it again.
const Row = memo(Label);

describe('TranslationProvider', () => {
  afterEach(() => {
    cleanup();
    i18n.changeLanguage('en');
    vi.restoreAllMocks();
  });

  it('is the one subscriber to the translator however many components read text', () => {
    const subscribe = vi.spyOn(i18n, 'subscribe');
    render(
      <TranslationProvider>
        {Array.from({ length: 40 }, (_, id) => (
          <Row key={id} id={id} />
        ))}
      </TranslationProvider>,
    );
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('renders memoised readers again when the language changes', () => {
    i18n.extendResources('en', { test: { greeting: 'Hello' } });
    i18n.extendResources('fr', { test: { greeting: 'Bonjour' } });
    render(
      <TranslationProvider>
        <Row id={1} />
        <Row id={2} />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('label-2').textContent).toBe('Hello');
    act(() => i18n.changeLanguage('fr'));
    expect(screen.getByTestId('label-1').textContent).toBe('Bonjour');
    expect(screen.getByTestId('label-2').textContent).toBe('Bonjour');
  });

  it('reads the current language without a provider', () => {
    i18n.extendResources('fr', { test: { greeting: 'Bonjour' } });
    i18n.changeLanguage('fr');
    render(<Label id={3} />);
    expect(screen.getByTestId('label-3').textContent).toBe('Bonjour');
  });
});
