import { serverFlows } from './support/serverFlows';

/** Issue 25's everyday flows on GoToSocial (the fake instance's --software gotosocial). */
serverFlows('gotosocial');
