// Runs npm scripts side by side and fails if any fails: `npm test`'s checks are each a
// single thread (tsc, eslint, prettier), so on CI's two cores one after another left a core
// idle (docs/decisions.md, "`npm test` under 20 minutes, third round"). Each script's output
// is held and printed whole when it ends, so the log reads as if they had run in turn.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script>...');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> npm run ${name}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0 ? 0 : 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
