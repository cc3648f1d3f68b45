import { randomBytes } from 'node:crypto';

/**
 * What the access routes remember between calls: OAuth apps and their app-level tokens,
 * authorization codes, pending second-factor logins, captchas, and accounts that cannot sign
 * in yet. User tokens live in the Store with the seeded ones, so every route sees them.
 */

export interface AppRecord {
  id: string;
  name: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  scopes: string[];
  website: string | null;
}

export interface CodeRecord {
  clientId: string;
  accountId: string;
  redirectUri: string;
  scopes: string[];
}

export interface MfaRecord {
  clientId: string;
  accountId: string;
  scopes: string[];
}

export interface CaptchaRecord {
  answer: string;
  answerData: string;
  expiresAt: number;
  used: boolean;
}

export function secret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export class AccessState {
  readonly apps = new Map<string, AppRecord>();
  /** client_credentials tokens: they name an app, not a person. */
  readonly appTokens = new Map<string, string>();
  readonly codes = new Map<string, CodeRecord>();
  readonly mfaTokens = new Map<string, MfaRecord>();
  readonly captchas = new Map<string, CaptchaRecord>();
  /** Recovery codes still unused, per account id. */
  readonly recoveryCodes = new Map<string, Set<string>>();
  readonly awaitingApproval = new Set<string>();
  readonly awaitingEmail = new Set<string>();
  readonly passwordResetRequired = new Set<string>();
  private nextAppId = 1;

  addApp(
    name: string,
    redirectUris: string[],
    scopes: string[],
    website: string | null,
  ): AppRecord {
    const app: AppRecord = {
      id: String(this.nextAppId++),
      name,
      clientId: secret(),
      clientSecret: secret(32),
      redirectUris,
      scopes,
      website,
    };
    this.apps.set(app.clientId, app);
    return app;
  }

  /** The app whose id and secret both match, as Akkoma's client authentication asks. */
  authenticate(clientId: unknown, clientSecret: unknown): AppRecord | undefined {
    if (typeof clientId !== 'string' || typeof clientSecret !== 'string') return undefined;
    const app = this.apps.get(clientId);
    return app && app.clientSecret === clientSecret ? app : undefined;
  }
}
