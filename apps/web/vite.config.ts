import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The reference server (apps/api-sim) serves dist at /app/ and the API at /api on port 8080; in dev the
// API is proxied there so the app keeps using same-origin paths, exactly as in production.
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
      '/img': { target: 'http://localhost:8080', changeOrigin: true },
      '/ws/kline': { target: 'ws://localhost:8080', ws: true },
    },
  },
})
