import api from './en/api.json';
import app from './en/app.json';
import auth from './en/auth.json';
import composerButton from './en/composerButton.json';
import status from './en/status.json';
import timeline from './en/timeline.json';
import whoToFollow from './en/whoToFollow.json';

const en = { ...app, ...api, ...timeline, ...status, ...auth, ...composerButton, ...whoToFollow };

export default en;
export type Resources = typeof en;
