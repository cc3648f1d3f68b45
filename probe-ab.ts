import { startInstance } from './e2e/support/instance';
import { launch } from './bench/browser';
import { measureColdLoad } from './bench/measures/coldLoad';
import { measureRepeatVisit } from './bench/measures/repeatVisit';
const instance = await startInstance(['--control']);
const browser = await launch();
try {
  for (let i = 0; i < 4; i++) {
    const c = await measureColdLoad(browser, `${instance.url}/main/all`, 1);
    const r = await measureRepeatVisit(browser, `${instance.url}/main/all`, 2);
    console.log('cold', c.firstStatusMs.map(Math.round), 'repeat', r.firstStatusMs.map(Math.round), r.servedByWorker);
  }
} finally { await browser.close(); await instance.stop(); }
