import { runSuitesOf } from '../support/suite-group';

// Every suite of this folder, as one test file (support/suite-group.ts says why).
runSuitesOf(__dirname);
