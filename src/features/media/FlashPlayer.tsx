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

  const stop = useRef<(() => void) | null>(null);

  // Starting: the state moves on to 'open' when Ruffle plays, which must not undo the start.
  useEffect(() => {
    if (state !== 'loading' || !container.current) return;
    let live = true;
    playFlash(container.current, src).then(
      (remove) => {
        if (!live) return remove();
        stop.current = remove;
        setState('open');
      },
      (error: unknown) => {
        console.error('Flash failed', error);
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [state, src]);

  // Leaving 'open' (stop button or the viewer closing) removes the player.
  useEffect(() => {
    if (state !== 'open') return;
    return () => {
      stop.current?.();
      stop.current = null;
    };
  }, [state]);

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
