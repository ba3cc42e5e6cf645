import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

const isChromium = () => /Chrome\/|Chromium\//.test(navigator.userAgent) || 'chrome' in window;

/** Recommends Chrome to users of other browsers; dismissal lasts for the browser session. */
export function BrowserTip() {
  const { t } = useTranslation('shell');
  const [hidden, setHidden] = useState(() => isChromium() || sessionStorage.getItem('browserTipClosed') === '1');
  if (hidden) return null;
  return (
    <Alert
      banner
      closable={{
        onClose: () => {
          sessionStorage.setItem('browserTipClosed', '1');
          setHidden(true);
        },
      }}
      type="info"
      title={t('browserTip')}
      data-testid="browser-tip"
    />
  );
}
