import api from './en/api.json';
import app from './en/app.json';
import auth from './en/auth.json';
import composer from './en/composer.json';
import status from './en/status.json';
import timeline from './en/timeline.json';
import whoToFollow from './en/whoToFollow.json';

const en = { ...app, ...api, ...timeline, ...status, ...auth, ...composer, ...whoToFollow };

export default en;
export type Resources = typeof en;
