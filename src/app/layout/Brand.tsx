import { Link } from '../../lib/router';
import { configString, useInstanceStore } from '../../features/instance/instanceStore';

export function Brand() {
  const name = useInstanceStore((s) => s.settings?.name) || 'Petrel';
  const logo = useInstanceStore((s) => configString(s.config, 'logo', ''));
  return (
    <Link to="/" className="brand">
      {logo && <img src={logo} alt="" width={28} height={28} className="brand__logo" />}
      <span className="brand__name">{name}</span>
    </Link>
  );
}
