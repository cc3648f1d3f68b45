// Misskey markdown's styles and spans, fetched with the first such post (first-visit budget).
// The styles travel inside this chunk: a separate CSS file would add its path to the entry.
// stopGifs holds them still through the root's data-still (ui/stillImage/motionPolicy).
import css from './mfm.css?inline';

document.head.append(Object.assign(document.createElement('style'), { textContent: css }));

export { mfmSpan } from '../../ui/html/mfm';
