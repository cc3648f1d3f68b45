import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useInstanceStore } from '../instance/instanceStore';
import { accountScoped } from '../session/accountStorage';
import { followActiveAccount } from '../session/accountChange';
import { serverDefault } from './serverDefaults';
import type { NotificationFilterKey } from '../../lib/notificationRegistry';

/**
 * The client preferences, with the spec's defaults (document 1 §3, document 2 §3): the
 * instance's frontend configuration may override a default, the user's stored choice wins.
 */
export interface Preferences {
  hideNsfw: boolean;
  maxThumbnails: number;
  conversationDisplay: 'linear' | 'tree';
  conversationOtherRepliesButton: 'below' | 'inside';
  maxDepthInThread: number;
  modalOnRepeat: boolean;
  modalOnDelete: boolean;
  modalOnLogout: boolean;
  collapseMessageWithSubject: boolean;
  /** Sensitive media open straight in the viewer with one click. */
  useOneClickNsfw: boolean;
  hideAttachments: boolean;
  hideAttachmentsInConv: boolean;
  stopGifs: boolean;
  /** Issue 17: still avatars and emoji, no favourite animation, no smooth scrolling. */
  reduceMotion: boolean;
  /** Target language for translations; null means none chosen. */
  translationLanguage: string | null;
  muteWords: string[];
  /** Timelines (document 2 §3, §4): live stream, pause when the tab is hidden, filters. */
  streaming: boolean;
  pauseOnUnfocused: boolean;
  replyVisibility: 'all' | 'following' | 'self';
  muteBotStatuses: boolean;
  hideFilteredStatuses: boolean;
  /** Repeats listed in timelines (the quick settings' show/hide repeats, issue 24). */
  showRepeats: boolean;
  /** Composer (document 1 §3, document 2 §3, §4). */
  subjectLineBehavior: 'noop' | 'masto' | 'email';
  postContentType: string;
  postLanguage: string;
  submitOnEnter: boolean;
  alwaysShowNewPostButton: boolean;
  autohideFloatingPostButton: boolean;
  /** Settings modal (issue 12): layout, confirmations, language, theme. */
  widenTimeline: 'full' | '75' | '50' | 'off';
  thirdColumnMode: 'none' | 'notifications' | 'postform';
  userProfileDefaultTab: 'statuses' | 'replies' | 'media' | 'favorites';
  conversationTreeAdvanced: boolean;
  conversationTreeFadeAncestors: boolean;
  virtualScrolling: boolean;
  /** Home opens at the saved reading position (markers, issue 17). */
  resumeReadingPosition: boolean;
  modalOnUnfollow: boolean;
  modalOnBlock: boolean;
  modalOnMute: boolean;
  modalOnApproveFollow: boolean;
  modalOnDenyFollow: boolean;
  /** null: the browser's language, else English (document 1 §3). */
  interfaceLanguage: string | null;
  /** A theme named in /static/styles.json. */
  theme: string;
  /** The user's own colours over the chosen theme (theme engine keys: bg, fg, text, link, ...). */
  customThemeColours: Record<string, string>;
  /** Per screen name: colour (default #FFFFFF) and type. */
  highlight: Record<string, { color: string; type: 'disabled' | 'solid' | 'striped' | 'side' }>;
  expertMode: boolean;
  /** Notifications (document 1 §3, document 2 §9): which types show, and web push. */
  notificationVisibility: NotificationVisibility;
  webPushNotifications: boolean;
}

/**
 * Document 3 §9: notification filters per type, one switch per `filter` the notification
 * registry names (a switch added there without a default here is a type error).
 */
export type NotificationVisibility = Record<NotificationFilterKey, boolean>;

export const DEFAULT_PREFERENCES: Preferences = {
  hideNsfw: true,
  maxThumbnails: 16,
  conversationDisplay: 'linear',
  conversationOtherRepliesButton: 'below',
  maxDepthInThread: 6,
  // The spec names the toggles without values; as in Pleroma-style clients, deleting asks, repeating does not.
  modalOnRepeat: false,
  modalOnDelete: true,
  // Signing out ends every open draft and stream, so it asks first, as Mastodon's web client does.
  modalOnLogout: true,
  collapseMessageWithSubject: false,
  useOneClickNsfw: false,
  hideAttachments: false,
  hideAttachmentsInConv: false,
  stopGifs: false,
  reduceMotion: false,
  translationLanguage: null,
  muteWords: [],
  streaming: true,
  // Not given by the spec; Pleroma-style clients pause a hidden tab so posts wait for the reader.
  pauseOnUnfocused: true,
  replyVisibility: 'all',
  muteBotStatuses: false,
  hideFilteredStatuses: false,
  showRepeats: true,
  // Not given by the spec; 'email' (prefix re:) is what Akkoma-style instances ship.
  subjectLineBehavior: 'email',
  postContentType: 'text/plain',
  postLanguage: 'en',
  submitOnEnter: false,
  alwaysShowNewPostButton: false,
  autohideFloatingPostButton: false,
  widenTimeline: '50',
  thirdColumnMode: 'notifications',
  userProfileDefaultTab: 'statuses',
  conversationTreeAdvanced: false,
  conversationTreeFadeAncestors: false,
  virtualScrolling: true,
  resumeReadingPosition: true,
  // The spec names these toggles without values; blocking asks first, the milder ones do not.
  modalOnUnfollow: false,
  modalOnBlock: true,
  modalOnMute: false,
  modalOnApproveFollow: false,
  modalOnDenyFollow: false,
  interfaceLanguage: null,
  theme: 'pleroma-dark',
  customThemeColours: {},
  highlight: {},
  expertMode: false,
  notificationVisibility: {
    follows: true,
    mentions: true,
    likes: true,
    repeats: true,
    moves: true,
    emojiReactions: true,
    followRequest: true,
    polls: true,
  },
  // Off until asked for: a push subscription hands the server an endpoint of the browser's.
  webPushNotifications: false,
};

export const PREFERENCES_STORAGE_KEY = 'petrel:preferences';

export const usePreferencesStore = create<{
  values: Partial<Preferences>;
  set: (values: Partial<Preferences>) => void;
  /** Swaps every stored choice at once (settings import, settings sync). */
  replace: (values: Partial<Preferences>) => void;
}>()(
  persist(
    (set) => ({
      values: {},
      set: (values) => set((s) => ({ values: { ...s.values, ...values } })),
      replace: (values) => set({ values }),
    }),
    // Per account (issue 16): each signed-in account keeps its own choices.
    {
      name: PREFERENCES_STORAGE_KEY,
      storage: createJSONStorage(() => accountScoped(localStorage)),
    },
  ),
);

// A switch to another account loads that account's copy (issue 16).
followActiveAccount(usePreferencesStore);

/**
 * The default where the user chose nothing: the instance's configured default, else Petrel's
 * for that server (`serverDefault`), else the spec's.
 */
export function instanceDefault<K extends keyof Preferences>(
  key: K,
  configured: unknown,
  pleromaFamily: boolean | undefined,
): Preferences[K] {
  const fallback = serverDefault(key, DEFAULT_PREFERENCES[key], pleromaFamily);
  if (configured !== undefined && typeof configured === typeof fallback)
    return configured as Preferences[K];
  return fallback;
}

/**
 * One preference as it stands now, outside React: the user's value, else the instance's
 * default (`instanceDefault`).
 */
export function preferenceNow<K extends keyof Preferences>(key: K): Preferences[K] {
  const own = usePreferencesStore.getState().values[key];
  if (own !== undefined) return own as Preferences[K];
  const { config, settings } = useInstanceStore.getState();
  return instanceDefault(key, config[key], settings?.supports.pleromaApi);
}

/** Calls `onChange` on any change of the user's choices or of the instance's configuration. */
function subscribeToBoth(onChange: () => void): () => void {
  const stopOwn = usePreferencesStore.subscribe(onChange);
  const stopConfigured = useInstanceStore.subscribe(onChange);
  return () => {
    stopOwn();
    stopConfigured();
  };
}

/**
 * One preference (`preferenceNow`), kept current. One subscription to both stores rather than
 * one to each: under Preact's compat every subscription is three hooks, a layout effect and a
 * passive effect, and the first screen reads some thirty preferences (issue 28 item 1).
 */
export function usePreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return useSyncExternalStore(subscribeToBoth, () => preferenceNow(key));
}
