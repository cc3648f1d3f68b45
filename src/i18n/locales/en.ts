import api from './en/api.json';
import app from './en/app.json';
import status from './en/status.json';
import timeline from './en/timeline.json';

const en = { ...app, ...api, ...timeline, ...status };

export default en;
export type Resources = typeof en;
