import { create } from './endpoints/create.js';
import { deleteAllExpired } from './endpoints/delete-all-expired.js';
import { deleteKey } from './endpoints/delete.js';
import { get } from './endpoints/get.js';
import { list } from './endpoints/list.js';
import { update } from './endpoints/update.js';
import { verify } from './endpoints/verify.js';

/**
 * Every API-key route, by the name `auth.api` calls it (`auth.api.createApiKey`,
 * `auth.api.verifyApiKey`). The client half takes only the type of this record.
 */
export const apiKeyEndpoints = {
  createApiKey: create,
  getApiKey: get,
  updateApiKey: update,
  deleteApiKey: deleteKey,
  listApiKeys: list,
  deleteAllExpiredApiKeys: deleteAllExpired,
  verifyApiKey: verify,
};

export type ApiKeyEndpoints = typeof apiKeyEndpoints;
