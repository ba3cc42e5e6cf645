// First: zod must not probe for eval under the Content-Security-Policy.
import '@trestle/shared/zod-csp';
import { createRoot } from 'react-dom/client';
import { Result } from 'antd';
import './i18n';
import './app/styles.css';
import { App } from './app/App';
import { loadWebConfig } from './app/config';
import { takeAddressToken } from './api/session';

// A token in the address is taken out of it before the router first reads the address.
takeAddressToken();

const root = createRoot(document.getElementById('root')!);

loadWebConfig()
  .then((config) => {
    document.title = config.TITLE || 'Trestle';
    root.render(<App config={config} />);
  })
  .catch(() => {
    // Spec 1 §8: a broken configuration file alerts 'api config error'.
    window.alert('api config error');
    root.render(<Result status="error" title="api config error" />);
  });
