import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Legacy Flash through Ruffle, whose player is only fetched once the reader asks to play.
 * States closed, loading, open and error (document 2 §2). Ruffle itself is not bundled yet:
 * until it is, asking to play ends in the error state with general.flash_fail.
 */
export default function FlashPlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'error'>('closed');
  if (state === 'error') return <p role="alert">{t('general.flash_fail')}</p>;
  return (
    <div className="flash" data-state={state}>
      <p>{t('general.flash_content')}</p>
      <p>{t('general.flash_security')}</p>
      <button type="button" className="button" onClick={() => setState('error')} data-src={src}>
        {t('media.flash_open')}
      </button>
    </div>
  );
}
