import { Navigate, Outlet, useLocation } from 'react-router';
import { getToken } from '../api/session';

/** Every route outside the public list needs a session (spec 1 §2.1). */
export function RequireAuth() {
  const location = useLocation();
  if (!getToken()) {
    return <Navigate to={`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  return <Outlet />;
}
