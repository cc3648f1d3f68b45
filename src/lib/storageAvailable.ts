/** True when local storage can be written (it throws with cookies blocked or in some private modes). */
export function storageAvailable(storage: () => Storage = () => window.localStorage): boolean {
  try {
    const s = storage();
    const probe = '__petrel_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
