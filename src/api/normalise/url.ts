/**
 * Links and media addresses that servers send go straight into `href`, `src`, CSS `url()` and
 * `window.open`, outside the HTML sanitiser. Only web addresses may pass: `javascript:`,
 * `data:`, `blob:` and the like from a hostile server would run script or fake a page.
 * Relative addresses stay (they resolve on this origin); "//host" and "\\host" do not, as
 * they lead to another host.
 */
export function safeWebUrl(value: string): string {
  // Browsers ignore leading controls and spaces, and tabs and newlines anywhere.
  // eslint-disable-next-line no-control-regex -- control characters are what browsers skip
  const seen = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return '';
  if (/^[/\\]{2}/.test(seen)) return '';
  return value.trim();
}

export function safeNullableWebUrl(value: string | null): string | null {
  return value === null ? null : safeWebUrl(value) || null;
}
