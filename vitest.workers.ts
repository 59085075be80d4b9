// How many test files vitest runs at a time, one value for every project. Vitest runs the files of projects that share
// a value in one pool; a project with another value (the default: one worker less than the machine's cores, so one on
// CI's two) runs alone after them, and the front-end packages' files ran one at a time after all of the API's. The API's
// files mostly wait on PostgreSQL, on servers they spawn and on timers; the front-end files keep a core busy; in one
// pool of three the front-end files use the CPU the API's leave idle.
export const TEST_FILES_AT_A_TIME = 3;
