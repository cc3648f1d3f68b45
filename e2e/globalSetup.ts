import { bundleFakeInstance, FAKE_BUNDLE_ENV } from './support/fakeBundle';

/**
 * Builds the fake instance once per run, before any worker starts one; the workers inherit
 * the variable. Returns the teardown that removes the file. `PETREL_E2E_FAKE=tsx` keeps the
 * sources under tsx (to compare, or to rule the bundle out).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.PETREL_E2E_FAKE === 'tsx') return undefined;
  const bundle = await bundleFakeInstance();
  process.env[FAKE_BUNDLE_ENV] = bundle.file;
  return bundle.remove;
}
