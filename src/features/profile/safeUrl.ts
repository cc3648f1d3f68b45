/** Only http(s) links from another server's data become hrefs (no javascript: or data:). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A CSS `url()` value that a quote or bracket in the address cannot break out of. */
export function cssUrl(url: string): string {
  return `url(${JSON.stringify(url)})`;
}
