import { Outlet } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';
import { BrowserTip } from './BrowserTip';

export function AppLayout({ guest = false }: { guest?: boolean }) {
  return (
    <div className="shell">
      <BrowserTip />
      <Header guest={guest} />
      <main className="shell-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
