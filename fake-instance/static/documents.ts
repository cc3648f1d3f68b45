import type { InstanceConfig } from '../config.js';
import { STICKER_PACKS } from '../seed/assets.js';

/** The small static documents pleroma-fe style clients load at start-up. */

export const TERMS_OF_SERVICE = `<h4>Terms of service</h4>
<p>This is a demonstration server for the Petrel client. Everything on it is invented and is reset every time the server restarts.</p>
<ul>
  <li>Be kind to each other, including in replies to people you disagree with.</li>
  <li>Describe your pictures with alt text, and use content warnings generously.</li>
  <li>No spam, advertising bots, or harassment. Moderators may remove posts and accounts that break these rules.</li>
</ul>
<p>Questions go to the administrator, @marisol.</p>
`;

export function instancePanel(config: InstanceConfig): string {
  return `<div class="instance-panel">
  <p><strong>${config.title}</strong> is a small, friendly place for trying out the Petrel client.</p>
  <p>Sign in as <code>juniper</code> (password <code>petrel-juniper</code>) to look around. Everything resets on restart.</p>
</div>
`;
}

/** /static/config.json: the frontend's own defaults, which the backend's configuration may override. */
export function staticConfig(config: InstanceConfig) {
  return {
    theme: 'pleroma-dark',
    background: '/images/background.png',
    logo: '/static/logo.png',
    logoMask: true,
    logoMargin: '.1em',
    redirectRootNoLogin: '/main/all',
    redirectRootLogin: '/main/friends',
    showInstanceSpecificPanel: true,
    showFeaturesPanel: true,
    collapseMessageWithSubject: false,
    scopeCopy: true,
    subjectLineBehavior: 'email',
    postContentType: 'text/plain',
    alwaysShowSubjectInput: true,
    hideMutedPosts: false,
    hidePostStats: false,
    hideUserStats: false,
    loginMethod: 'password',
    webPushNotifications: false,
    noAttachmentLinks: false,
    nsfwCensorImage: '',
    sidebarRight: false,
    showNavShortcuts: true,
    name: config.title,
  };
}

export function frontendConfigurations(config: InstanceConfig) {
  return {
    pleroma_fe: {
      ...staticConfig(config),
      // The backend's copy wins over the static file; a different landing page shows that.
      redirectRootNoLogin: '/main/public',
      showInstanceSpecificPanel: true,
    },
  };
}

export function stickersIndex(): Record<string, string> {
  return Object.fromEntries(
    STICKER_PACKS.map((pack) => [pack.name, `/static/stickers/${pack.name}/`]),
  );
}

export function stickerPack(name: string) {
  const pack = STICKER_PACKS.find((p) => p.name === name);
  if (!pack) return undefined;
  return {
    title: pack.title,
    author: 'Petrel demo',
    license: 'CC0-1.0',
    tabIcon: pack.stickers[0]?.file ?? '',
    stickers: pack.stickers.map((s) => s.file),
    internal: false,
  };
}
