/** The profile tabs, kept in the URL hash (document 1 §2). */
export type ProfileTab = 'statuses' | 'replies' | 'followees' | 'followers' | 'media' | 'favorites';

export const PROFILE_TABS: readonly ProfileTab[] = [
  'statuses',
  'replies',
  'followees',
  'followers',
  'media',
  'favorites',
];

export interface TabRules {
  own: boolean;
  hideFollows: boolean;
  hideFollowers: boolean;
}

/** Document 1 §6: favorites on one's own profile; follows and followers unless hidden. */
export function visibleTabs(rules: TabRules): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => {
    if (tab === 'favorites') return rules.own;
    if (tab === 'followees') return rules.own || !rules.hideFollows;
    if (tab === 'followers') return rules.own || !rules.hideFollowers;
    return true;
  });
}

/** The tab a hash names, else the preferred default, else statuses. */
export function tabFromHash(
  hash: string,
  rules: TabRules,
  preferred: ProfileTab = 'statuses',
): ProfileTab {
  const tabs = visibleTabs(rules);
  const named = hash.replace(/^#/, '') as ProfileTab;
  if (tabs.includes(named)) return named;
  return tabs.includes(preferred) ? preferred : 'statuses';
}
