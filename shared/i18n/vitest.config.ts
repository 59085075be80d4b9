import { defineConfig } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'i18n',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    maxWorkers: TEST_FILES_AT_A_TIME,
  },
});
