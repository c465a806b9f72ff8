// Set up before every server test file: whatever happens in the file, passing or failing, the temporary
// folders it made (test DATA_DIRs, fake web builds, server processes' data) are removed at its end.
import { afterAll } from 'vitest';
import { removeTempDirs } from './test-config.js';

// Registered first, so it runs after the file's own afterAll hooks have stopped its apps and servers.
afterAll(removeTempDirs);
