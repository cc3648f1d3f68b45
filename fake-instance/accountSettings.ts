import type { Store } from './store.js';

/**
 * What the settings routes keep per account beyond the account record: the server-side
 * options Akkoma keeps on the user, aliases, a pending TOTP secret, backups, mascot, imports,
 * token ids, and the frontend settings profiles. Cleared by /__control/reset.
 */
export interface AccountOptions {
  defaultScope: string;
  sensitive: boolean;
  noRichText: boolean;
  hideFavorites: boolean;
  hideFollowersCount: boolean;
  hideFollowsCount: boolean;
  allowFollowingMove: boolean;
  permitFollowback: boolean;
  blockFromStrangers: boolean;
  hideNotificationContents: boolean;
  backgroundImage: string | null;
}

export const DEFAULT_OPTIONS: AccountOptions = {
  defaultScope: 'public',
  sensitive: false,
  noRichText: false,
  hideFavorites: true,
  hideFollowersCount: false,
  hideFollowsCount: false,
  allowFollowingMove: true,
  permitFollowback: false,
  blockFromStrangers: false,
  hideNotificationContents: false,
  backgroundImage: null,
};

export interface SettingsProfile {
  settings: Record<string, unknown>;
  version: number;
}

export interface BackupRecord {
  insertedAt: number;
  path: string;
}

export class AccountSettingsBook {
  readonly options = new Map<string, AccountOptions>();
  readonly aliases = new Map<string, string[]>();
  readonly pendingTotp = new Map<string, string>();
  readonly backups = new Map<string, BackupRecord[]>();
  readonly mascots = new Map<string, { id: string; url: string; mime: string }>();
  /** frontend name -> account id -> profile name -> profile */
  readonly profiles = new Map<string, Map<string, Map<string, SettingsProfile>>>();
  /** Imported acct lists, per account and kind, so tests can see what arrived. */
  readonly imports = new Map<string, { kind: string; accts: string[] }[]>();
  /** Stable small ids for OAuth tokens, as /api/oauth_tokens.json shows them. */
  private readonly tokenIds = new Map<string, string>();
  private nextTokenId = 1;

  optionsOf(accountId: string): AccountOptions {
    return this.options.get(accountId) ?? DEFAULT_OPTIONS;
  }

  setOptions(accountId: string, change: Partial<AccountOptions>): AccountOptions {
    const next = { ...this.optionsOf(accountId), ...change };
    this.options.set(accountId, next);
    return next;
  }

  tokenId(token: string): string {
    let id = this.tokenIds.get(token);
    if (!id) {
      id = String(this.nextTokenId++);
      this.tokenIds.set(token, id);
    }
    return id;
  }

  profilesOf(frontend: string, accountId: string): Map<string, SettingsProfile> {
    let byAccount = this.profiles.get(frontend);
    if (!byAccount) {
      byAccount = new Map();
      this.profiles.set(frontend, byAccount);
    }
    let mine = byAccount.get(accountId);
    if (!mine) {
      mine = new Map();
      byAccount.set(accountId, mine);
    }
    return mine;
  }

  /** Only the synced front-end settings (test isolation); the rest of the book stays. */
  forgetProfiles(): void {
    this.profiles.clear();
  }

  reset(): void {
    for (const map of [
      this.options,
      this.aliases,
      this.pendingTotp,
      this.backups,
      this.mascots,
      this.profiles,
      this.imports,
      this.tokenIds,
    ] as Map<unknown, unknown>[])
      map.clear();
    this.nextTokenId = 1;
  }
}

const books = new WeakMap<Store, AccountSettingsBook>();

export function settingsBookFor(store: Store): AccountSettingsBook {
  let book = books.get(store);
  if (!book) {
    book = new AccountSettingsBook();
    books.set(store, book);
  }
  return book;
}
