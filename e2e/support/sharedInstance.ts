import { request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { startSoftwareInstance, type FakeSoftware, type RunningInstance } from './instance';

export interface SharedInstance {
  instance: RunningInstance;
  /** A request context on the instance, for its control API. */
  control: APIRequestContext;
}

/**
 * One fake instance answering as `software` for the describe block this is called in, started
 * before its first test and stopped after its last; read the fields inside tests.
 */
export function sharedSoftwareInstance(software: FakeSoftware): SharedInstance {
  const shared = {} as SharedInstance;
  test.beforeAll(async () => {
    shared.instance = await startSoftwareInstance(software);
    shared.control = await playwrightRequest.newContext({ baseURL: shared.instance.url });
  });
  test.afterAll(async () => {
    await shared.control?.dispose();
    await shared.instance?.stop();
  });
  return shared;
}
