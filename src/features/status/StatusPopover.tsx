import './statusExtras.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { StatusArticle } from './StatusArticle';
import { useStatus } from './useStatus';
import { popoverShift } from './popoverShift';

/** The replied-to status in a popover (document 2 §8: status.status_unavailable on failure). */
export default function StatusPopover({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isError, isPending } = useStatus(id);
  const box = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);
  // Its width does not depend on what it holds, so one measure when it opens is enough.
  useLayoutEffect(() => {
    if (box.current)
      setShift(
        popoverShift(box.current.getBoundingClientRect(), document.documentElement.clientWidth),
      );
  }, []);
  return (
    <div
      ref={box}
      className="status-popover"
      role="tooltip"
      style={shift ? { translate: `${shift}px 0` } : undefined}
    >
      {isPending ? (
        <Spinner label={t('status.loading')} />
      ) : isError || !data ? (
        <p>{t('status.status_unavailable')}</p>
      ) : (
        <StatusArticle id={id} inConversation />
      )}
    </div>
  );
}
