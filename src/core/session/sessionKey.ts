/** Where the session store keeps the session (zustand's `persist`: `{ state, version }`). */
export const SESSION_STORAGE_KEY = 'petrel:session';

/**
 * The active account's key as the session store will read it, for code that runs before the
 * store exists (the kept first screen, painted before the app's other modules evaluate).
 */
export function storedActiveKey(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    const stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      state?: { activeKey?: unknown };
    } | null;
    const key = stored?.state?.activeKey;
    return typeof key === 'string' ? key : null;
  } catch {
    return null;
  }
}
