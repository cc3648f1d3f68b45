import { Fragment } from 'react';

/**
 * "@name@host" that may wrap before the host and after each dot of it: on a narrow card or
 * heading a long remote name then breaks between its parts instead of inside a word.
 */
export function AcctText({ acct }: { acct: string }) {
  const at = acct.indexOf('@');
  if (at <= 0) return <>@{acct}</>;
  const hostParts = acct.slice(at + 1).split('.');
  return (
    <>
      @{acct.slice(0, at)}
      <wbr />@
      {hostParts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              .<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
