import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { playFlash } from './loadRuffle';

type FlashState = 'closed' | 'loading' | 'open' | 'error';

/**
 * Legacy Flash through Ruffle, whose player is fetched only once the reader asks to play
 * (document 2 §2: states closed, loading, open and error; general.flash_* texts).
 */
export default function FlashPlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<FlashState>('closed');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== 'loading' || !container.current) return;
    let stop: (() => void) | null = null;
    let live = true;
    playFlash(container.current, src).then(
      (remove) => {
        stop = remove;
        if (live) setState('open');
        else remove();
      },
      (error: unknown) => {
        console.error('Flash failed', error);
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [state, src]);

  return (
    <div className="flash" data-state={state}>
      {state === 'closed' && (
        <>
          <p>{t('general.flash_content')}</p>
          <p>{t('general.flash_security')}</p>
          <button type="button" className="button" onClick={() => setState('loading')}>
            {t('media.flash_open')}
          </button>
        </>
      )}
      {state === 'loading' && <Spinner label={t('status.loading')} />}
      {state === 'error' && <p role="alert">{t('general.flash_fail')}</p>}
      <div
        ref={container}
        className="flash__stage"
        hidden={state !== 'loading' && state !== 'open'}
      />
      {state === 'open' && (
        <button type="button" className="button" onClick={() => setState('closed')}>
          {t('media.flash_close')}
        </button>
      )}
    </div>
  );
}
