import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'release',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
