import { useEffect, useRef } from 'react';
import type { Notification } from '../../api';
import { i18n } from '../../i18n/i18n';
import { profilePath } from '../../core/profilePath';
import { usePreference } from '../../core/preferences/preferences';
import { desktopWorthy, DESKTOP_SILENCE_MS } from './listRules';
import { notificationKind } from './notificationKinds';
import { resetNotifications, useNotificationsFeed } from './notificationActions';
import { notificationVisibility } from './notificationsFeed';

/** The route a notification opens: its status, else the person (document 2 §2). */
export function notificationRoute(n: Notification): string {
  if (n.status) return `/notice/${encodeURIComponent(n.status.id)}`;
  return profilePath(n.type === 'move' && n.target ? n.target : n.from_profile);
}

export function desktopText(n: Notification): { title: string; body: string } {
  const name = n.from_profile.name || n.from_profile.screen_name;
  const emoji = n.type === 'pleroma:emoji_reaction' ? (n.emoji ?? '') : '';
  const title = i18n.t(`notifications.desktop.${notificationKind(n.type).desktop}`, {
    name,
    emoji,
  });
  const body = n.status?.text ?? (n.type === 'move' && n.target ? `@${n.target.screen_name}` : '');
  return { title, body: body.slice(0, 200) };
}

function showDesktop(n: Notification, navigate: (path: string) => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { title, body } = desktopText(n);
  try {
    const shown = new Notification(title, {
      body,
      icon: n.from_profile.profile_image_url_original,
      tag: n.id,
    });
    shown.onclick = () => {
      window.focus();
      navigate(notificationRoute(n));
      shown.close();
    };
  } catch (error) {
    // Some browsers (Android Chrome) allow notifications only from a service worker.
    console.warn('Desktop notification failed', error);
  }
}

/**
 * Arrival (document 2 §4, §9): the notifications feed runs while signed in (the user stream, a
 * 20 s poll, a catch-up after each join); new ones get a desktop notification unless the
 * stream joined less than 10 s ago or the type is filtered.
 */
export function useNotificationArrival(navigate: (path: string) => void): void {
  const streaming = usePreference('streaming');
  const feed = useNotificationsFeed();
  // The router may hand out a new navigate per render; the stream must not restart for that.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => {
    const go = (path: string) => navigateRef.current(path);
    let silencedUntil = Date.now() + DESKTOP_SILENCE_MS;
    const shown = new Set<string>();
    const offFresh = feed.onFresh((fresh) => {
      if (Date.now() < silencedUntil) {
        for (const n of fresh) shown.add(n.id);
        return;
      }
      for (const n of desktopWorthy(fresh, shown, notificationVisibility())) {
        shown.add(n.id);
        showDesktop(n, go);
      }
    });
    const offJoined = feed.onJoined(() => {
      silencedUntil = Date.now() + DESKTOP_SILENCE_MS;
    });
    return () => {
      offJoined();
      offFresh();
    };
  }, [feed]);
  // The stream follows the setting: a change restarts the feed's live updates.
  useEffect(() => feed.mount(), [feed, streaming]);
  useEffect(() => resetNotifications, []);
}
