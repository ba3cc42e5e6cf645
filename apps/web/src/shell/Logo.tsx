import { Link } from 'react-router';
import { useWebConfig } from '../app/config';

/** Logo and title; goes to the project list. */
export function Logo() {
  const config = useWebConfig();
  return (
    <Link to="/project_list" className="shell-logo" data-testid="logo">
      <img src={config.FAVICON || '/favicon.svg'} alt="" width={28} height={28} />
      <span>{config.TITLE}</span>
    </Link>
  );
}
