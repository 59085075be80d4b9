import { defineProject } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'release',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    maxWorkers: TEST_FILES_AT_A_TIME,
  },
});
