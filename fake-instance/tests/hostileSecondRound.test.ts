import { describe, expect, it } from 'vitest';
import {
  ATTACKER_PAGE,
  BAD_ADDRESSES,
  HOSTILE_SWF_PATH,
  type SecondRoundPlacement,
} from '../hostile/secondRound.js';
import { makeApp } from './helpers.js';

describe('second-round hostile control (issue 29)', () => {
  it('serves a SWF whose first frame calls getURL(attacker, _blank)', async () => {
    const app = await makeApp({ control: true });
    await app.inject({ method: 'POST', url: '/__control/hostile/second-round' });
    const swf = (await app.inject({ method: 'GET', url: HOSTILE_SWF_PATH })).rawPayload;
    expect(swf.subarray(0, 3).toString('latin1')).toBe('FWS');
    expect(swf.readUInt32LE(4)).toBe(swf.length);
    // ActionGetURL (0x83), its 16-bit length, the address and "_blank", each zero-terminated.
    const args = Buffer.from(`${ATTACKER_PAGE}\0_blank\0`, 'latin1');
    const action = Buffer.concat([Buffer.from([0x83, args.length & 0xff, args.length >> 8]), args]);
    expect(swf.includes(action)).toBe(true);
    await app.close();
  });

  it('sends the bad addresses as they are, where a hostile server would put them', async () => {
    const app = await makeApp({ control: true });
    const placed = (
      await app.inject({ method: 'POST', url: '/__control/hostile/second-round' })
    ).json<SecondRoundPlacement>();
    expect(placed.addresses).toHaveLength(BAD_ADDRESSES.length);
    const res = await app.inject({ method: 'GET', url: `/api/v1/statuses/${placed.addresses[0]}` });
    const status = res.json<{
      account: { avatar: string; header: string; pleroma: { favicon: string } };
      emojis: { url: string }[];
      pleroma: { emoji_reactions: { url: string }[] };
    }>();
    const bad = BAD_ADDRESSES[0];
    expect(status.account.avatar).toBe(bad);
    expect(status.account.header).toBe(bad);
    expect(status.account.pleroma.favicon).toBe(bad);
    expect(status.emojis[0]?.url).toBe(bad);
    expect(status.pleroma.emoji_reactions[0]?.url).toBe(bad);

    const mfm = await app.inject({ method: 'GET', url: `/api/v1/statuses/${placed.mfm}` });
    expect(mfm.json<{ content: string }>().content).toContain('data-mfm-x="60"');
    await app.close();
  });
});
