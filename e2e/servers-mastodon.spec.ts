import { serverFlows } from './support/serverFlows';

/** Issue 25's everyday flows on a plain Mastodon 4 (the fake instance's --software mastodon). */
serverFlows('mastodon');
