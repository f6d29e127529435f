// latchkey/mail: the development mailer (prints mail and appends it to an outbox file) and mail templates.
export { createDevMailer } from '../mail/dev-mailer.js';
export { readOutbox, waitForMail, appendToOutbox } from '../mail/outbox.js';
export { verificationEmail, passwordResetEmail, changeEmailConfirmation, deleteAccountConfirmation } from '../mail/templates.js';
export type * from '../mail/mail.js';
