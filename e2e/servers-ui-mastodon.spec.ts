import { serverUiFlows } from './support/serverUiFlows';

serverUiFlows('mastodon');
