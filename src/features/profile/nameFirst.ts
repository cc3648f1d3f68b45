/** How each server writes its account ids, where it takes nothing else in /accounts/{id}. */
const ID_SHAPES: Record<string, RegExp> = {
  // Snowflake numbers.
  mastodon: /^\d+$/,
  hometown: /^\d+$/,
  // ULIDs (Crockford's base 32).
  gotosocial: /^[0-9A-HJKMNP-TV-Z]{26}$/,
};

/**
 * Whether /users/{x} should be resolved as a name first: on a server with lookup, unless x is
 * an account Petrel already holds (its own links carry ids) or has the shape of that server's
 * ids. A Mastodon actor address (/users/alice) is then one lookup, not a 404 before it.
 */
export function asksNameFirst(
  server: { software: string; accountLookup: boolean },
  value: string,
  known: boolean,
): boolean {
  if (!server.accountLookup || known) return false;
  return !(ID_SHAPES[server.software]?.test(value) ?? false);
}
