import { describe, expect, it } from 'vitest';
import { pushAlerts } from './pushAlerts';

const five = { follow: true, favourite: true, mention: true, reblog: true };

describe('push alerts', () => {
  it('asks the Pleroma family for the five kinds of document 3 §3', () => {
    expect(pushAlerts({ pleromaApi: true, reactions: true })).toEqual({ ...five, move: true });
    expect(pushAlerts({ pleromaApi: true, reactions: false })).toEqual({ ...five, move: true });
  });

  it('leaves moves out where the server sends none (Mastodon, GoToSocial)', () => {
    expect(pushAlerts({ pleromaApi: false, reactions: false })).toEqual(five);
  });
});
