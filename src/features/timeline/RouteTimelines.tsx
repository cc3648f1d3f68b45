import { useParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useViewer } from '../../core/session/sessionStore';
import { useListTitle } from './useListTitle';
import { TagFollowButton } from './TagFollowButton';
import { TimelinePage } from './TimelinePage';

/** The timeline routes that take a parameter from the path (document 2 §2). */

export function TagTimelinePage() {
  const { t } = useTranslation();
  const tag = useParams().tag ?? '';
  const { signedIn } = useViewer();
  return (
    <TimelinePage
      key={tag}
      timeline="tag"
      params={{ tag }}
      title={t('timeline.tag_title', { tag })}
      actions={signedIn ? <TagFollowButton tag={tag} /> : undefined}
    />
  );
}

export function ListTimelinePage() {
  const id = useParams().id ?? '';
  const title = useListTitle(id);
  return <TimelinePage key={id} timeline="list" params={{ list_id: id }} title={title} />;
}

/** /users/:username/dms: the signed-in user's direct messages, whatever the name says. */
export function DmsTimelinePage() {
  return <TimelinePage timeline="dms" />;
}

/** The router's entry into this chunk. */
export function RouteTimeline({ name }: { name: string }) {
  if (name === 'tag-timeline') return <TagTimelinePage />;
  if (name === 'list-timeline') return <ListTimelinePage />;
  return <DmsTimelinePage />;
}
