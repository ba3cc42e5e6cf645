import { Outlet } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';
import { BrowserTip } from './BrowserTip';
import { getToken } from '../api/session';

/** `guest`: the visitor header; `session`: guest only when nobody is signed in (viewers); `wide`: no page margins. */
export function AppLayout({ guest = false, session = false, wide = false }: { guest?: boolean; session?: boolean; wide?: boolean }) {
  const asGuest = session ? !getToken() : guest;
  return (
    <div className="shell">
      <BrowserTip />
      <Header guest={asGuest} />
      <main className={wide ? 'shell-main shell-main-wide' : 'shell-main'}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
