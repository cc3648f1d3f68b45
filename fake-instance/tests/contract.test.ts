import { describe, expect, it } from 'vitest';
import { expectMatchesSchema, readFixture, schemaErrors } from '../contract/schema.js';
// For its longer timeouts: compiling the OpenAPI validators is slow on a busy machine.
import './helpers.js';

/** The overlay must accept real Akkoma/Pleroma JSON and still reject wrong shapes. */
describe('contract overlay', () => {
  const real: [string, string][] = [
    ['soapbox-fixtures/pleroma-status.json', 'Status'],
    ['soapbox-fixtures/pleroma-quote-post.json', 'Status'],
    ['soapbox-fixtures/pleroma-quote-of-quote-post.json', 'Status'],
    ['soapbox-fixtures/pleroma-status-with-poll.json', 'Status'],
    ['soapbox-fixtures/pleroma-status-with-attachments.json', 'Status'],
    ['soapbox-fixtures/pleroma-status-reply-with-mentions.json', 'Status'],
    ['soapbox-fixtures/status-with-card.json', 'Status'],
    ['soapbox-fixtures/status-custom-emoji.json', 'Status'],
    ['soapbox-fixtures/pleroma-account.json', 'CredentialAccount'],
    ['soapbox-fixtures/context_1.json', 'Context'],
    ['soapbox-fixtures/akkoma-instance.json', 'V1Instance'],
    ['soapbox-fixtures/pleroma-instance.json', 'V1Instance'],
    ['nodeinfo/akkoma-docs-nodeinfo-2.0.json', 'Nodeinfo'],
    ['nodeinfo/akkoma-docs-nodeinfo-2.1.json', 'Nodeinfo'],
    ['nodeinfo/akkoma-docs-nodeinfo-well-known.json', 'NodeinfoLinks'],
  ];
  it.each(real)('accepts the real fixture %s as %s', (file, schema) => {
    expectMatchesSchema(readFixture(file), schema);
  });

  it('rejects a wrongly typed field', () => {
    const status = structuredClone(readFixture('soapbox-fixtures/pleroma-status.json')) as Record<
      string,
      unknown
    >;
    status.favourites_count = '49';
    expect(() => expectMatchesSchema(status, 'Status')).toThrow(/favourites_count/);
  });

  it('rejects a wrongly typed Pleroma extension and an unknown visibility', () => {
    const status = structuredClone(readFixture('soapbox-fixtures/pleroma-status.json')) as {
      pleroma: Record<string, unknown>;
      visibility: string;
    };
    status.pleroma.local = 'yes';
    expect(schemaErrors(status, 'Status').join()).toMatch(/\/pleroma\/local/);
    status.pleroma.local = true;
    status.visibility = 'friends-only';
    expect(schemaErrors(status, 'Status').join()).toMatch(/visibility/);
    status.visibility = 'local';
    expect(schemaErrors(status, 'Status')).toEqual([]);
  });

  it('still requires what Akkoma always sends', () => {
    const account = structuredClone(readFixture('soapbox-fixtures/pleroma-account.json')) as Record<
      string,
      unknown
    >;
    delete account.acct;
    expect(() => expectMatchesSchema(account, 'Account')).toThrow(/acct/);
  });

  it('knows the Pleroma notification types', () => {
    expect(schemaErrors('pleroma:emoji_reaction', 'NotificationTypeEnum')).toEqual([]);
    expect(schemaErrors('pleroma:nonsense', 'NotificationTypeEnum')).not.toEqual([]);
  });
});
