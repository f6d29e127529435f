/** The usage text of `latchkey --help`. */
export const HELP = `Usage: latchkey <command> [options]

Commands:
  migrate --config <file> [--yes]       Show the schema changes the database needs and apply them.
                                        Asks before applying; --yes applies without asking
                                        (required when stdin is not a terminal).
  generate --config <file> [--output <file>]
                                        Write the SQL of those changes instead of applying them
                                        (to stdout without --output).
  cleanup --config <file> [--rate-limit-max-age <seconds>]
                                        Delete expired sessions and verifications and rate-limit
                                        rows older than the given age (default 86400).
  doctor --config <file>                Check what a deployment needs: the secret, the base URL,
                                        the trusted origins, the database and its schema. Prints
                                        what to fix; exits 1 when something must be fixed.
  secret                                Print a new random secret (32 bytes, base64url).

Options:
  -c, --config <file>   The module exporting your auth instance as \`auth\` or as default.
  -y, --yes             Apply without asking.
  -o, --output <file>   Where generate writes the SQL.
  -h, --help            Show this help.

Exit codes: 0 done, 1 refused or failed, 2 usage error.`;
