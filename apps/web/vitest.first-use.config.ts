// The web tests that watch a module being fetched the first time a page needs it. They record the import with
// vi.mock, so each file needs a module registry in which nothing has been loaded yet; the other web tests share one
// per worker (vite.config.ts).
import { defineConfig } from 'vite';
import webConfig, { firstUseTests } from './vite.config';

export default defineConfig((env) => {
  const web = webConfig(env);
  return { ...web, test: { ...web.test, name: 'web-first-use', include: [firstUseTests], exclude: [], isolate: true } };
});
