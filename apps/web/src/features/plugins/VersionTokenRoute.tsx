import { Navigate, useParams } from 'react-router';
import { adoptAddressToken } from '../../api/session';

/**
 * /versionManagement/:token (the spec's {token} variant): a desktop client opens the page with
 * its session token in the path. The token is kept for this tab only and the address replaced
 * at once, so it stays in no history entry.
 */
export function VersionTokenRoute() {
  const { token } = useParams();
  if (token) adoptAddressToken(token);
  return <Navigate to="/versionManagement" replace />;
}
