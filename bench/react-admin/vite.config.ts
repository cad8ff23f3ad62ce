import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Vite's defaults, as a developer's minimal app has them: the yardstick is not tuned.
export default defineConfig({
  plugins: [react()],
});
