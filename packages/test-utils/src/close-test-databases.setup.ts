// Setup file of the database test projects: each test file drops the server
// databases its test instances created.
import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-instance.js';

afterAll(closeTestDatabases);
