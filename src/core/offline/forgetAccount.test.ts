// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { keptScreenKey } from '../session/keptScreen';
import { forgetAccountData } from './forgetAccount';

it("removes the account's kept first screen, and no other account's", async () => {
  localStorage.setItem(keptScreenKey('me@x'), '{"html":"my home"}');
  localStorage.setItem(keptScreenKey('other@x'), '{"html":"their home"}');
  await forgetAccountData('me@x');
  expect(localStorage.getItem(keptScreenKey('me@x'))).toBeNull();
  expect(localStorage.getItem(keptScreenKey('other@x'))).not.toBeNull();
});
