import { encodeGetUrlSwf } from '../media/swf.js';
import type { AccountRecord, StatusRecord, Store } from '../store.js';
import { newStatusRecord } from '../statusRecord.js';

/**
 * The second hardening round (issue 29): a Flash file that tries to open the attacker's page,
 * a Misskey-markdown post that tries to cover its neighbours, and accounts, emoji and
 * reactions whose picture addresses use schemes a browser must never load from a server.
 */

/** Where the hostile Flash file and the MFM post try to send the reader. */
export const ATTACKER_PAGE = 'https://attacker.example/page';
export const MFM_TRAP_LINK = 'https://evil.example/mfm-overlay';

export const HOSTILE_SWF_PATH = '/media/hostile-geturl.swf';

/** Addresses no picture or link may carry; each gets an account, an emoji and a reaction. */
export const BAD_ADDRESSES: readonly string[] = [
  'javascript:__petrelXss(9001)',
  'JaVaScRiPt:__petrelXss(9002)',
  'vbscript:msgbox(9003)',
  'data:text/html,<script>__petrelXss(9004)</script>',
  'blob:https://evil.example/9005',
  'file:///etc/passwd#9006',
  'about:blank#9007',
  'evil-scheme://9008',
  '//evil.example/9009.png',
];

export interface SecondRoundPlacement {
  /** The post with the Flash attachment calling getURL on load. */
  flash: string;
  /** The MFM post with the oversized scale and position, and the post just before it. */
  mfm: string;
  mfmNeighbour: string;
  /** One post per bad address, by an account using it everywhere a picture goes. */
  addresses: string[];
}

function post(store: Store, accountId: string, at: number, content: string): StatusRecord {
  const id = store.ids.next(at);
  const status = newStatusRecord({
    id,
    accountId,
    createdAt: at,
    content,
    contentType: 'text/html',
  });
  store.addStatus(status);
  return status;
}

function account(store: Store, username: string, at: number, picture: string): AccountRecord {
  const template = store.accountByAcct('juniper');
  if (!template) throw new Error('the seed has no juniper to model hostile accounts on');
  const record: AccountRecord = {
    ...template,
    id: store.ids.next(at),
    username,
    domain: 'remote.example',
    displayName: username,
    bio: '',
    noteHtml: undefined,
    fields: [],
    createdAt: at,
    avatar: picture,
    header: picture,
    favicon: picture,
    software: { name: 'akkoma', version: '3.13.0' },
    password: undefined,
    email: undefined,
    totpSecret: undefined,
    tags: [],
  };
  store.accounts.set(record.id, record);
  return record;
}

/** Adds the second round's posts; the newest (top of timelines) is the Flash post. */
export function placeSecondRound(store: Store, now = Date.now()): SecondRoundPlacement {
  const addresses = BAD_ADDRESSES.map((bad, n) => {
    const at = now - 100 + n;
    const author = account(store, `badaddress${n + 1}`, at, bad);
    const shortcode = `bad_address_${n + 1}`;
    store.emoji.set(shortcode, {
      shortcode,
      path: bad,
      tags: [],
      category: 'hostile',
      visibleInPicker: false,
    });
    const status = post(store, author.id, at, `<p>Bad address ${n + 1} :${shortcode}:</p>`);
    status.emojis = [shortcode];
    status.reactions = [{ name: shortcode, accountIds: [author.id] }];
    return status.id;
  });

  // The neighbour sits just below the MFM post in timelines (older), where a 60em shift or a
  // 60-fold scale would put the attacker's link.
  const neighbour = account(store, 'mfmneighbour', now - 20, '/images/avi.png');
  const mfmNeighbour = post(store, neighbour.id, now - 20, '<p>An honest post below.</p>').id;
  const overlay = account(store, 'mfmoverlay', now - 10, '/images/avi.png');
  const link = (text: string) => `<a href="${MFM_TRAP_LINK}">${text}</a>`;
  const mfm = post(
    store,
    overlay.id,
    now - 10,
    '<p>Covering the timeline: ' +
      `<span class="mfm-scale" data-mfm-x="60" data-mfm-y="60">${link('click me')}</span> ` +
      `<span class="mfm-position" data-mfm-x="60" data-mfm-y="60">${link('or me')}</span> ` +
      `<span class="mfm-position" data-mfm-x="0" data-mfm-y="60"><span class="mfm-scale" data-mfm-x="60" data-mfm-y="60">${link('below')}</span></span></p>`,
  );
  mfm.contentType = 'text/x.misskeymarkdown';

  store.files.add(HOSTILE_SWF_PATH, 'application/x-shockwave-flash', () =>
    encodeGetUrlSwf(ATTACKER_PAGE, '_blank'),
  );
  const flashAuthor = account(store, 'flashopener', now, '/images/avi.png');
  const mediaId = store.ids.next(now);
  store.media.set(mediaId, {
    id: mediaId,
    type: 'unknown',
    mime: 'application/x-shockwave-flash',
    path: HOSTILE_SWF_PATH,
    previewPath: HOSTILE_SWF_PATH,
    description: 'opener.swf',
    blurhash: null,
  });
  const flash = post(store, flashAuthor.id, now, '<p>A Flash file that opens a window</p>');
  flash.mediaIds = [mediaId];

  return { flash: flash.id, mfm: mfm.id, mfmNeighbour, addresses };
}
