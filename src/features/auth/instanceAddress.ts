/**
 * What a person types as "your instance" becomes the instance's origin. They may type a bare
 * domain, a full address, or their handle (`@name@domain`); a bare name goes over HTTPS,
 * except for this machine, where test and development servers speak plain HTTP.
 */
export type InstanceAddress =
  { ok: true; url: string; host: string } | { ok: false; reason: 'empty' | 'invalid' };

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

export function parseInstanceAddress(input: string): InstanceAddress {
  let text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  // A handle: keep what follows its last '@'.
  if (!/^https?:\/\//i.test(text) && text.includes('@'))
    text = text.slice(text.lastIndexOf('@') + 1);
  if (!/^https?:\/\//i.test(text)) {
    const hostPart = text.split('/')[0] ?? '';
    text = `${LOOPBACK.test(hostPart) ? 'http' : 'https'}://${text}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const host = url.hostname;
  const dotted = host.includes('.') || LOOPBACK.test(url.host) || host.startsWith('[');
  if (!dotted || /[^a-z0-9.\-[\]:]/i.test(host) || url.username !== '') {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, url: url.origin, host: url.host };
}
