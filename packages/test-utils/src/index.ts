export { adapterSuiteSchema, runAdapterSuite } from './adapter-suite.js';
export type { AdapterSuiteOptions, AdapterSuiteSubject } from './adapter-suite.js';
export {
  clearTables,
  createTables,
  describeDatabases,
  openTestDatabase,
  testServerUrl,
  unavailableReason,
} from './databases.js';
export type { DatabaseTarget, TestDatabase } from './databases.js';
