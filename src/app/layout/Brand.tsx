import { Link } from '../../ui/router';
import { configString, useInstanceStore } from '../../core/instance/instanceStore';
import { useSessionStore } from '../../core/session/sessionStore';

/** The configured path is the instance's: on a static host (issue 16) it lives over there. */
function onInstance(path: string, instanceUrl: string): string {
  try {
    return new URL(path, instanceUrl).href;
  } catch {
    return path;
  }
}

export function Brand() {
  const name = useInstanceStore((s) => s.settings?.name) || 'Petrel';
  const logo = useInstanceStore((s) => configString(s.config, 'logo', ''));
  const instanceUrl = useSessionStore((s) => s.instanceUrl);
  return (
    <Link to="/" className="brand">
      {logo && (
        <img
          src={onInstance(logo, instanceUrl)}
          alt=""
          width={28}
          height={28}
          className="brand__logo"
        />
      )}
      <span className="brand__name">{name}</span>
    </Link>
  );
}
