/**
 * Document 1 §4, Server-side option save: the value is cleared (pending) while saving, then
 * confirmed, or the old value comes back on failure. Returns whether the save succeeded.
 */
export async function saveWithRollback<T>(opts: {
  previous: T;
  next: T;
  setPending: (pending: boolean) => void;
  setValue: (value: T) => void;
  save: (value: T) => Promise<void>;
}): Promise<boolean> {
  opts.setPending(true);
  opts.setValue(opts.next);
  try {
    await opts.save(opts.next);
    return true;
  } catch {
    opts.setValue(opts.previous);
    return false;
  } finally {
    opts.setPending(false);
  }
}
