import { domainToUnicode } from './punycode';

/** The globe marks a decoded domain so readers can spot lookalike (homograph) domains. */
export const DECODED_DOMAIN_MARK = '🌐';

/** A user is local when their screen name (acct) has no '@' (document 3 §3). */
export function isLocalScreenName(screenName: string): boolean {
  return !screenName.includes('@');
}

/**
 * screen_name_ui: the remote domain in Unicode, prefixed with a globe when decoding changed it
 * (`user@🌐bücher.example`); otherwise the screen name as it is.
 */
export function screenNameUi(screenName: string): string {
  const at = screenName.lastIndexOf('@');
  if (at <= 0) return screenName;
  const domain = screenName.slice(at + 1);
  const unicode = domainToUnicode(domain);
  if (unicode === domain) return screenName;
  return `${screenName.slice(0, at)}@${DECODED_DOMAIN_MARK}${unicode}`;
}
