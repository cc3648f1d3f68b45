/**
 * "@name@host" that may wrap before the host: on a narrow card a long remote name then
 * breaks between the two parts instead of in the middle of the domain.
 */
export function AcctText({ acct }: { acct: string }) {
  const at = acct.indexOf('@');
  if (at <= 0) return <>@{acct}</>;
  return (
    <>
      @{acct.slice(0, at)}
      <wbr />
      {acct.slice(at)}
    </>
  );
}
