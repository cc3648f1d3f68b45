import type { ComponentType } from 'react';
import type { User } from '../api';

/**
 * Components one feature shows inside another's, where the two would otherwise import each
 * other (issue 26): a status shows its author's card and the report form, the profile shows
 * statuses. The status feature names the slot; the app (src/app/slots.ts) fills it with the
 * profile feature's component, loaded on first use.
 */
export interface SlotProps {
  /** The card a status's avatar toggles (document 2 §2). */
  inlineUserCard: { user: User };
  /** The report form for one post of a user. */
  report: { user: User; statusId: string; onClose: () => void };
}

export type SlotName = keyof SlotProps;

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

type Loaders = { [K in SlotName]: Loader<SlotProps[K]> | null };

const loaders: Loaders = { inlineUserCard: null, report: null };

export function fillSlot<K extends SlotName>(name: K, load: Loaders[K]): void {
  loaders[name] = load;
}

/** For `React.lazy`: loads what fills the slot (an unfilled slot is a wiring mistake). */
export function loadSlot<K extends SlotName>(name: K): Loader<SlotProps[K]> {
  return () => {
    const load = loaders[name];
    if (!load) return Promise.reject(new Error(`Nothing fills the ${name} slot`));
    return load();
  };
}
