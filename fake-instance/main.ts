import { parseArgs } from './config.js';
import { buildProxyServer } from './proxy.js';
import { buildServer, buildStaticServer } from './server.js';

/**
 * Starts the fake instance, or with PETREL_INSTANCE=https://host a proxy that serves the
 * built client and forwards API traffic to that real instance. With PETREL_STANDALONE=1 (or
 * --static-only) it is a plain static host of the client, with no API: the standalone mode.
 */
async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  if (parsed.help) {
    console.log(parsed.usage);
    return;
  }
  const { config } = parsed;
  const target = process.env.PETREL_INSTANCE;
  const started = performance.now();
  const standalone = config.staticOnly || process.env.PETREL_STANDALONE === '1';
  const app = standalone
    ? await buildStaticServer(config)
    : target
      ? await buildProxyServer(config, target)
      : await buildServer(config);
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  if (standalone) console.log('Standalone client: sign in to any instance from the page');
  else if (target) console.log(`Proxying API calls to ${target}`);
  else console.log(`Seed built and server ready in ${Math.round(performance.now() - started)} ms`);
  console.log(`Petrel demo: http://${host}:${port}/`);

  const stop = (): void => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
