import { serverUiFlows } from './support/serverUiFlows';

serverUiFlows('gotosocial');
