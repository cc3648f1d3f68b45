import { startInstance } from '../e2e/support/instance';
import { launch } from './browser';
import { measureRepeatVisit } from './measures/repeatVisit';
import { measureFloor, writeFloorPage } from './measures/floor';
import { measureTouch } from './measures/touch';

async function main(): Promise<void> {
  writeFloorPage('dist');
  const inst = await startInstance(['--control']);
  const browser = await launch();
  try {
    const floor = await measureFloor(browser, inst.url, 5);
    console.log('floor', JSON.stringify(floor));
    const rv = await measureRepeatVisit(browser, inst.url + '/main/all', 9);
    console.log('repeat', JSON.stringify(rv));
    const t = await measureTouch(browser, inst.url, 'demo-token-juniper', 7, 4, ['favourite', 'openConversation']);
    console.log('touch', JSON.stringify(t));
  } finally {
    await browser.close();
    await inst.stop();
  }
}
void main();
