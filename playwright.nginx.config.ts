import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The @smoke journeys and header checks against nginx serving the build with the
// generated configuration. scripts/nginx-check.sh starts nginx and sets NGINX_URL, so
// there is no webServer here.
export default defineConfig({
  ...base,
  grep: /@smoke/,
  use: { ...base.use, baseURL: process.env.NGINX_URL ?? 'http://127.0.0.1:8080' },
  webServer: undefined,
});
