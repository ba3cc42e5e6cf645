import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

export default defineConfig({
  root: __dirname,
  plugins: [react()],

  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: {
      '/protected': api,
      '/public': api,
      '/account': api,
      '/static/config': api,
      '/api': api,
    },
  },
});
