import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { ConfigContext, type WebConfig } from './config';
import { LangProvider } from './lang';
import { AppRoutes } from './routes';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function App({ config }: { config: WebConfig }) {
  return (
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <LangProvider>
          <AntApp message={{ duration: 3, maxCount: 3 }}>
            <HashRouter>
              <AppRoutes />
            </HashRouter>
          </AntApp>
        </LangProvider>
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
}
